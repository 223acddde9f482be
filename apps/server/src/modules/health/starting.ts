// While a process starts (migrations, reference data, the demo seed, building the app), its port
// already answers (docs/decisions/054): liveness 200, readiness 503 with the phase, everything else
// 503 with Retry-After (pages a page that retries by itself). A balancer or orchestrator sees a
// process that is alive and not ready, instead of one that refuses connections for as long as a
// migration takes. The app's own listener takes the port once this one is closed.
import http from 'node:http';
import { errors } from '@miao/contracts/errors';
import { busyPage, RETRY_AFTER_SECONDS } from '../../platform/overload';

export type StartingPhase = 'migrating' | 'starting';

export interface StartingListener {
  /** The port it listens on (the configured one; the chosen one for port 0). */
  port: number;
  /** What readiness names as the reason from now on. */
  phase: StartingPhase;
  /** Stops answering and frees the port (open connections are ended). */
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
      // the app's listener answers the next request: this connection ends with this answer
      connection: 'close',
    })
    .end(JSON.stringify(body));
}

export async function answerWhileStarting(
  port: number,
  host: string,
  phase: StartingPhase = 'migrating',
): Promise<StartingListener> {
  const listener: StartingListener = { port, phase, close: async () => {} };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/api/health/live') return send(response, 200, { live: true });
    if (path === '/api/health/ready') return send(response, 503, { ready: false, reason: listener.phase });
    const accept = request.headers.accept;
    const page =
      request.method === 'GET' &&
      !path!.startsWith('/api/') &&
      (accept === undefined || accept.includes('text/html') || accept.includes('*/*'));
    if (page) {
      response
        .writeHead(503, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': String(RETRY_AFTER_SECONDS),
          connection: 'close',
        })
        .end(busyPage(request.url ?? '/'));
      return;
    }
    send(response, 503, { code: 'server_busy', message: errors.server_busy.message });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  listener.port = typeof address === 'object' && address ? address.port : port;
  listener.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return listener;
}
