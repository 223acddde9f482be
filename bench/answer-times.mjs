// Preloaded into the bench's one-process server (`node --import`): the server's own view of how long its
// answers take, for the overload row. autocannon drives 500 connections from one thread on the same
// two cores, and its event loop, not the server, then holds answers for seconds: sockets of the
// server sat with nothing unread and nothing unsent while autocannon waited on them. So the row
// also reports, from inside the server, (a) each answer's time from its request to its last byte
// handed to the kernel, (b) how long a new connection's first request waited to be read and (c) on
// a kept-alive connection, the time from an answer's last byte to its next request read (the
// client's turn and the wait in the socket).
// Disarmed, it costs one branch per server event. SIGUSR2 arms it (figures reset); the next SIGUSR2
// writes the figures to BENCH_ANSWER_TIMES as JSON and disarms it.
import { renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const out = process.env.BENCH_ANSWER_TIMES;
let armed = false;
let answers = [];
let firstReads = [];
let statuses = {};
let gaps = [];
// each arming's number: a connection's last answer counts only if it was timed in the same arming
let arming = 0;

if (out) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, a, b) {
    if (armed) {
      if (event === 'connection') a.benchConnectedAt = performance.now();
      else if (event === 'request') {
        const at = performance.now();
        const socket = a.socket;
        if (socket.benchArming === arming) gaps.push(at - socket.benchLastFinish);
        if (socket.benchConnectedAt !== undefined) {
          firstReads.push(at - socket.benchConnectedAt);
          socket.benchConnectedAt = undefined;
        }
        b.once('finish', () => {
          const end = performance.now();
          answers.push(end - at);
          socket.benchLastFinish = end;
          socket.benchArming = arming;
          statuses[b.statusCode] = (statuses[b.statusCode] ?? 0) + 1;
        });
      }
    }
    return emit.apply(this, arguments);
  };
  process.on('SIGUSR2', () => {
    if (!armed) {
      answers = [];
      firstReads = [];
      statuses = {};
      gaps = [];
      arming += 1;
      armed = true;
      return;
    }
    armed = false;
    const summary = (list) => {
      const sorted = Float64Array.from(list).sort();
      const ms = (value) => Math.round((value ?? 0) * 10) / 10;
      const at = (q) => ms(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
      return { count: sorted.length, p99: at(0.99), max: ms(sorted.at(-1)) };
    };
    // whole or not at all: the bench waits for the file to appear
    writeFileSync(
      `${out}.part`,
      JSON.stringify({
        answers: summary(answers),
        firstReads: summary(firstReads),
        gaps: summary(gaps),
        statuses,
      }),
    );
    renameSync(`${out}.part`, out);
  });
}
