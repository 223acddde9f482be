import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isIPv6 } from 'node:net';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_FAILURE_WINDOW_SECONDS,
  CAPTCHA_FAILURES_PER_WINDOW,
  CAPTCHA_HEIGHT,
  CAPTCHA_KEY_STEP,
  CAPTCHA_PIECE,
  CAPTCHA_TOLERANCE,
  CAPTCHA_TTL_SECONDS,
  CAPTCHA_WIDTH,
  type CaptchaAnswer,
  type CaptchaPass,
  type CaptchaPowSolution,
  type CaptchaPuzzle,
  type TracePoint,
} from '@miao/contracts/devices';
import type { DbOrTx } from '../db/client';
import { fail } from './errors';
import { rowsOf } from '../db/sql';
import { hit, peek } from './rate-limit';

/**
 * Our slide captcha (issue 14, decisions 019 and 043). The server draws a background and a puzzle
 * piece cut from it at a random x (and a decoy gap of another outline), keeps x in the database
 * (any process may check the answer) and hands out only the two images, the piece's y and a
 * proof-of-work challenge. An answer is judged once, from the client and address that asked: the
 * work done, the dropped x within CAPTCHA_TOLERANCE, the puzzle on screen a person's while (the
 * server's clock) and the trace like a person's (a drag takes time, moves in many steps, not at one
 * even speed; keyboard steps are key steps at a key's pace). A solve gives a one-time pass that only
 * that client from that address may spend; both expire after CAPTCHA_TTL_SECONDS. Failures are
 * counted per address and per client in rate_limits.
 */

/** New puzzles one address may ask for in a failure window (each costs a drawing). */
const PUZZLES_PER_WINDOW = 60;
/** A pointer drag shorter than this (ms) is a jump, not a drag. */
const MIN_DRAG_MS = 250;
const MAX_DRAG_MS = 60_000;
/** Points of a pointer drag, at least. */
const MIN_DRAG_POINTS = 6;
/** Variation of speed along the drag below which it is a machine's even slide. */
const MIN_SPEED_VARIATION = 0.08;
/**
 * The server's time from drawing a puzzle to its answer, at least (ms): the picture arrives, a
 * person looks at it, finds the handle and moves it. A trace may not claim to have taken longer
 * than the puzzle has existed (CLOCK_SLACK_MS for timer rounding).
 */
export const MIN_SOLVE_MS = 800;
const CLOCK_SLACK_MS = 200;
/**
 * Keyboard: key steps at least this far apart (a held key repeats at most about 30 times a second),
 * the steps together at least KEY_MIN_MS (the first press, the repeat delay, the presses after).
 */
export const KEY_MIN_INTERVAL_MS = 25;
export const KEY_MIN_MS = 250;
/** The piece's way along the track: 0 .. CAPTCHA_WIDTH - CAPTCHA_PIECE. */
const TRACK_MAX = CAPTCHA_WIDTH - CAPTCHA_PIECE;

/**
 * Proof of work (ALTCHA v2, PBKDF2/SHA-256 with POW_COST iterations per try): the solver tries
 * counters from 0 up to the one the server drew, in POW_COUNTER_MIN..POW_COUNTER_MAX times
 * powMultiple(verifications of the address today). The first checks of a day take a browser about
 * 2 million iterations (half a second of one desktop core, a second or two of a phone's), done
 * while the visitor slides; the tenth eight times that.
 */
const POW_ALGORITHM = 'PBKDF2/SHA-256';
const POW_COST = 1_000;
export const POW_COUNTER_MIN = 1_000;
export const POW_COUNTER_MAX = 3_000;
const POW_DOUBLING = 3;

/** The piece's outline in its CAPTCHA_PIECE box: a square with a knob on top and on the right. */
const PIECE_PATH = 'M4 10 H15 A6 6 0 0 1 27 10 H38 V21 A6 6 0 0 1 38 33 V44 H4 Z';

export type Verdict = 'ok' | 'off_target' | 'bad_trace' | 'jump' | 'even_speed' | 'too_fast';

/**
 * An address as the limits count it: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4, any
 * other IPv6 address by its /64 (one subscriber's network hands out addresses from a /64 at will).
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  // a dotted quad at the end stands for the last two groups
  const groupsOf = (text: string) =>
    text ? text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The most the work doubles (8x by the tenth check, the default daily limit's end). */
const POW_DOUBLINGS_MAX = 3;

/** The multiple of the base work for an address that verified `volume` times today. */
export function powMultiple(volume: number): number {
  return 2 ** Math.min(POW_DOUBLINGS_MAX, Math.floor(Math.max(0, volume) / POW_DOUBLING));
}

/**
 * A proof-of-work challenge whose counter grows with the address's volume today. It is kept with
 * its puzzle, whose row decides expiry and single use; the HMAC secret the library signs with is
 * the puzzle's own, so the captcha still has no secret to configure or rotate.
 */
async function powChallenge(volume: number) {
  const multiple = powMultiple(volume);
  const counter = randomInt(POW_COUNTER_MIN * multiple, POW_COUNTER_MAX * multiple + 1);
  const secret = randomBytes(32).toString('base64url');
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  return { challenge, secret, counter };
}

/** Whether `solution` is the work the stored challenge asked for. */
async function powDone(
  challenge: Challenge | null,
  secret: string | null,
  solution: CaptchaPowSolution,
): Promise<boolean> {
  if (!challenge || !secret) return false;
  const result = await verifySolution({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derived_key, time: 0 },
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  return result.verified;
}

type Spot = { x: number; y: number };
const GAP_MIN_X = CAPTCHA_PIECE + 16;
const GAP_MAX_X = CAPTCHA_WIDTH - CAPTCHA_PIECE - 8;

/** Where the piece may hide: clear of the start so it must be moved, inside the picture. */
export function randomGap(): Spot {
  return {
    x: randomInt(GAP_MIN_X, GAP_MAX_X + 1),
    y: randomInt(8, CAPTCHA_HEIGHT - CAPTCHA_PIECE - 8 + 1),
  };
}

/**
 * Where the decoy gap goes: on the piece's row (the puzzle tells the piece's y, so a decoy off the
 * row would fool nobody), a piece and a bit away from the gap on either side. It has the piece's
 * outline turned half round: a person matches the knobs, a script looking for the shaded square
 * on the row finds two.
 */
export function randomDecoy(gap: Spot): Spot {
  const apart = CAPTCHA_PIECE + 8;
  const sides: [number, number][] = [
    [GAP_MIN_X, gap.x - apart],
    [gap.x + apart, GAP_MAX_X],
  ];
  const spans = sides.filter(([from, to]) => from <= to);
  let pick = randomInt(spans.reduce((sum, [from, to]) => sum + to - from + 1, 0));
  for (const [from, to] of spans) {
    if (pick <= to - from) return { x: from + pick, y: gap.y };
    pick -= to - from + 1;
  }
  throw new Error('captcha: no room for a decoy');
}

/** A random scene: a gradient, soft shapes and lines, so no two backgrounds are alike. */
function backgroundSvg(): string {
  const hue = randomInt(360);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const h = (hue + randomInt(-70, 71) + 360) % 360;
    const fill = `hsl(${h} ${randomInt(40, 90)}% ${randomInt(30, 75)}%)`;
    const opacity = (randomInt(25, 80) / 100).toFixed(2);
    const cx = randomInt(CAPTCHA_WIDTH);
    const cy = randomInt(CAPTCHA_HEIGHT);
    shapes.push(
      i % 3 === 0
        ? `<rect x="${cx - 30}" y="${cy - 20}" width="${randomInt(20, 90)}" height="${randomInt(15, 60)}" rx="6" transform="rotate(${randomInt(-40, 41)} ${cx} ${cy})" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${randomInt(8, 46)}" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
  }
  for (let i = 0; i < 5; i += 1) {
    shapes.push(
      `<path d="M${randomInt(-20, CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} Q ${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} ${randomInt(CAPTCHA_WIDTH + 20)} ${randomInt(CAPTCHA_HEIGHT)}" stroke="hsl(${(hue + 180) % 360} 70% 85%)" stroke-opacity="0.5" stroke-width="${randomInt(1, 4)}" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360} 60% 45%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

function pieceSvg(fill: string, stroke: string, turned = false): Buffer {
  const half = CAPTCHA_PIECE / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_PIECE}" height="${CAPTCHA_PIECE}"><path d="${PIECE_PATH}"${turned ? ` transform="rotate(180 ${half} ${half})"` : ''} fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`,
  );
}

/**
 * The two images: the background with a shaded gap at `gap` and a shaded decoy of another outline
 * at `decoy`, and the piece cut from the gap.
 */
export async function drawPuzzle(gap: Spot, decoy: Spot): Promise<{ background: Buffer; piece: Buffer }> {
  const scene = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const cut = await sharp(scene)
    .extract({ left: gap.x, top: gap.y, width: CAPTCHA_PIECE, height: CAPTCHA_PIECE })
    .png()
    .toBuffer();
  const piece = await sharp(cut)
    .composite([
      { input: pieceSvg('#fff', 'none'), blend: 'dest-in' },
      { input: pieceSvg('none', 'rgba(255,255,255,0.9)') },
    ])
    .png()
    .toBuffer();
  const background = await sharp(scene)
    .composite([
      { input: pieceSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.7)'), left: gap.x, top: gap.y },
      { input: pieceSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.7)', true), left: decoy.x, top: decoy.y },
    ])
    .png()
    .toBuffer();
  return { background, piece };
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const failureKeys = (address: string, clientId: string) => [
  `captcha-fail:ip:${address}`,
  `captcha-fail:client:${clientId}`,
];

/** Refuses with too_many_failed_requests once the address or the client has failed too often. */
async function refuseWhenBlocked(db: DbOrTx, address: string, clientId: string): Promise<void> {
  for (const key of failureKeys(address, clientId)) {
    if ((await peek(db, key, CAPTCHA_FAILURE_WINDOW_SECONDS)) >= CAPTCHA_FAILURES_PER_WINDOW)
      fail('too_many_failed_requests');
  }
}

/** Counts a failure against the address (an `addressKey`) and the client. */
export async function recordCaptchaFailure(db: DbOrTx, address: string, clientId: string): Promise<void> {
  for (const key of failureKeys(address, clientId)) {
    await hit(db, key, CAPTCHA_FAILURES_PER_WINDOW, CAPTCHA_FAILURE_WINDOW_SECONDS);
  }
}

/**
 * A new puzzle for a client: drawn here, its answer kept in captcha_puzzles, with a proof of work
 * as hard as `volume` (the guarded call's uses from this address today) asks.
 */
export async function createPuzzle(
  db: DbOrTx,
  input: { ip: string; clientId: string; volume: number },
): Promise<CaptchaPuzzle> {
  const address = addressKey(input.ip);
  await refuseWhenBlocked(db, address, input.clientId);
  if (!(await hit(db, `captcha-new:ip:${address}`, PUZZLES_PER_WINDOW, CAPTCHA_FAILURE_WINDOW_SECONDS)))
    fail('too_many_requests');
  const gap = randomGap();
  const { background, piece } = await drawPuzzle(gap, randomDecoy(gap));
  const id = randomBytes(18).toString('base64url');
  const pow = await powChallenge(input.volume);
  const rows = rowsOf<{ expires_at: Date | string }>(
    await db.execute(sql`
      insert into captcha_puzzles
        (id, answer_x, piece_y, ip, address, client_id, pow, pow_secret, pow_counter, expires_at)
      values (${id}, ${gap.x}, ${gap.y}, ${input.ip}, ${address}, ${input.clientId},
        ${JSON.stringify(pow.challenge)}::jsonb, ${pow.secret}, ${pow.counter},
        now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS}))
      returning expires_at`),
  );
  // housekeeping: a few long-expired puzzles go with every new one
  await db.execute(sql`
    delete from captcha_puzzles where id in (
      select id from captcha_puzzles where expires_at < now() - interval '1 hour' limit 50)`);
  return {
    id,
    background: dataUrl(background),
    piece: dataUrl(piece),
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    piece_size: CAPTCHA_PIECE,
    piece_y: gap.y,
    expires_at: new Date(rows[0]!.expires_at).toISOString(),
    pow: { parameters: pow.challenge.parameters, signature: pow.challenge.signature! },
  };
}

/**
 * Judges one answer against the kept x. Pure, so the rules are tested on their own:
 * - the piece dropped within CAPTCHA_TOLERANCE of the gap, and the trace ends where it was dropped;
 * - the puzzle was on the screen MIN_SOLVE_MS at least by the server's clock (`elapsedMs`), and
 *   the trace does not claim longer than that; its times never go back;
 * - a pointer drag starts near the left, lasts MIN_DRAG_MS..MAX_DRAG_MS in MIN_DRAG_POINTS or more
 *   points, has no step over half the way (a jump), and its speed varies (people speed up and slow
 *   down; a script's even slide does not);
 * - keyboard: see `judgeKeySteps`.
 */
export function judgeAnswer(
  answerX: number,
  answer: Pick<CaptchaAnswer, 'x' | 'input' | 'trace'>,
  elapsedMs: number,
): Verdict {
  const { trace } = answer;
  if (Math.abs(answer.x - answerX) > CAPTCHA_TOLERANCE) return 'off_target';
  const last = trace[trace.length - 1]!;
  const first = trace[0]!;
  if (Math.abs(last.x - answer.x) > 2) return 'bad_trace';
  for (let i = 1; i < trace.length; i += 1) if (trace[i]!.t < trace[i - 1]!.t) return 'bad_trace';
  if (first.x > 12) return 'bad_trace';
  if (elapsedMs < MIN_SOLVE_MS) return 'too_fast';
  if (last.t - first.t > elapsedMs + CLOCK_SLACK_MS) return 'bad_trace';

  if (answer.input === 'keyboard') return judgeKeySteps(trace);

  const duration = last.t - first.t;
  if (trace.length < MIN_DRAG_POINTS || duration < MIN_DRAG_MS) return 'jump';
  if (duration > MAX_DRAG_MS) return 'bad_trace';
  const distance = Math.max(1, Math.abs(last.x - first.x));
  const maxStep = Math.max(40, distance / 2);
  for (let i = 1; i < trace.length; i += 1) {
    if (Math.abs(trace[i]!.x - trace[i - 1]!.x) > maxStep) return 'jump';
  }
  return speedVariation(trace) < MIN_SPEED_VARIATION ? 'even_speed' : 'ok';
}

/**
 * The keyboard alternative's trace is the start and one point per key press: every step is one
 * arrow key's (CAPTCHA_KEY_STEP) or Shift's five, or shorter against either end of the track;
 * presses come at least KEY_MIN_INTERVAL_MS apart and take KEY_MIN_MS together at least.
 */
export function judgeKeySteps(trace: readonly TracePoint[]): Verdict {
  if (trace.length < 2) return 'jump';
  for (let i = 1; i < trace.length; i += 1) {
    const { x } = trace[i]!;
    const step = Math.abs(x - trace[i - 1]!.x);
    const atEnd = (x === 0 || x === TRACK_MAX) && step < CAPTCHA_KEY_STEP * 5;
    const keyStep = Math.abs(step - CAPTCHA_KEY_STEP) < 0.05 || Math.abs(step - CAPTCHA_KEY_STEP * 5) < 0.05;
    if (!keyStep && !atEnd) return 'jump';
  }
  // the start is recorded with the first press: the pace counts from there
  for (let i = 2; i < trace.length; i += 1) {
    if (trace[i]!.t - trace[i - 1]!.t < KEY_MIN_INTERVAL_MS) return 'too_fast';
  }
  return trace[trace.length - 1]!.t - trace[1]!.t < KEY_MIN_MS ? 'too_fast' : 'ok';
}

/** Coefficient of variation of the speed over the drag's moving segments (0 for an even slide). */
export function speedVariation(trace: readonly TracePoint[]): number {
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i += 1) {
    const dt = trace[i]!.t - trace[i - 1]!.t;
    const dx = Math.abs(trace[i]!.x - trace[i - 1]!.x);
    if (dt > 0 && dx > 0) speeds.push(dx / dt);
  }
  if (speeds.length < 3) return 0;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const variance = speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length;
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

/**
 * Takes the puzzle's one attempt and judges it. A puzzle unknown, expired, already tried, asked
 * by another client or from another address, or answered without its proof of work, fails like a
 * wrong answer; every failure counts towards the limits.
 */
export async function answerPuzzle(
  db: DbOrTx,
  input: { ip: string; puzzleId: string; answer: CaptchaAnswer },
): Promise<CaptchaPass> {
  const { answer } = input;
  const address = addressKey(input.ip);
  await refuseWhenBlocked(db, address, answer.client_id);
  const [puzzle] = rowsOf<{
    answer_x: number;
    client_id: string;
    address: string | null;
    pow: Challenge | null;
    pow_secret: string | null;
    elapsed_ms: number | string;
  }>(
    await db.execute(sql`
      update captcha_puzzles set attempted_at = now()
      where id = ${input.puzzleId} and attempted_at is null and expires_at > now()
      returning answer_x, client_id, address, pow, pow_secret,
        extract(epoch from now() - created_at) * 1000 as elapsed_ms`),
  );
  const verdict =
    puzzle && puzzle.client_id === answer.client_id && puzzle.address === address
      ? (await powDone(puzzle.pow, puzzle.pow_secret, answer.pow))
        ? judgeAnswer(puzzle.answer_x, answer, Number(puzzle.elapsed_ms))
        : 'no_work'
      : 'stranger';
  if (verdict !== 'ok') {
    await recordCaptchaFailure(db, address, answer.client_id);
    fail('captcha_failed');
  }
  const token = randomBytes(24).toString('base64url');
  const [row] = rowsOf<{ expires_at: Date | string }>(
    await db.execute(sql`
      update captcha_puzzles
      set pass_hash = ${hash(token)}, expires_at = now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})
      where id = ${input.puzzleId}
      returning expires_at`),
  );
  return { token, expires_at: new Date(row!.expires_at).toISOString() };
}

/**
 * Uses up a pass: true once for a pass from a solve that has not expired, asked for by this client
 * from this address (an `addressKey`), false ever after and for anyone else (the caller refuses
 * with captcha_failed and counts the failure). One statement: of two verifications with one pass,
 * one takes it.
 */
export async function consumePass(
  db: DbOrTx,
  pass: { token: string; clientId: string; address: string },
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update captcha_puzzles set pass_used_at = now()
      where pass_hash = ${hash(pass.token)} and pass_used_at is null and expires_at > now()
        and client_id = ${pass.clientId} and address = ${pass.address}
      returning id`),
  );
  return rows.length === 1;
}

/** The gap's x of a puzzle (null when unknown): for the end-to-end tests' route only. */
export async function puzzleAnswer(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = rowsOf<{ answer_x: number }>(
    await db.execute(sql`select answer_x from captcha_puzzles where id = ${id}`),
  );
  return row?.answer_x ?? null;
}
