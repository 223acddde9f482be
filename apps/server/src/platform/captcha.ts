import { createHash, randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
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
  type CaptchaPuzzle,
  type TracePoint,
} from '@miao/contracts/devices';
import type { DbOrTx } from '../db/client';
import { fail } from './errors';
import { rowsOf } from '../db/sql';
import { hit, peek } from './rate-limit';

/**
 * Our slide captcha (issue 14, decision 019). The server draws a background and a puzzle piece cut
 * from it at a random x, keeps x in the database (any process may check the answer) and hands out
 * only the two images and the piece's y. An answer is judged once: the dropped x within
 * CAPTCHA_TOLERANCE, and the drag trace like a person's (it takes time, moves in many steps, does
 * not move at one even speed), or arrow-key steps for the keyboard alternative. A solve gives a
 * one-time pass the guarded call consumes; both expire after CAPTCHA_TTL_SECONDS. Failures are
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

/** The piece's outline in its CAPTCHA_PIECE box: a square with a knob on top and on the right. */
const PIECE_PATH = 'M4 10 H15 A6 6 0 0 1 27 10 H38 V21 A6 6 0 0 1 38 33 V44 H4 Z';

export type Verdict = 'ok' | 'off_target' | 'bad_trace' | 'jump' | 'even_speed';

/** Where the piece may hide: clear of the start so it must be moved, inside the picture. */
export function randomGap(): { x: number; y: number } {
  return {
    x: randomInt(CAPTCHA_PIECE + 16, CAPTCHA_WIDTH - CAPTCHA_PIECE - 8 + 1),
    y: randomInt(8, CAPTCHA_HEIGHT - CAPTCHA_PIECE - 8 + 1),
  };
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

function pieceSvg(fill: string, stroke: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_PIECE}" height="${CAPTCHA_PIECE}"><path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`,
  );
}

/** The two images: the background with a shaded gap at (x, y), and the piece cut from there. */
export async function drawPuzzle(gap: {
  x: number;
  y: number;
}): Promise<{ background: Buffer; piece: Buffer }> {
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
    .composite([{ input: pieceSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.7)'), left: gap.x, top: gap.y }])
    .png()
    .toBuffer();
  return { background, piece };
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const failureKeys = (ip: string, clientId: string) => [
  `captcha-fail:ip:${ip}`,
  `captcha-fail:client:${clientId}`,
];

/** Refuses with too_many_failed_requests once the address or the client has failed too often. */
async function refuseWhenBlocked(db: DbOrTx, ip: string, clientId: string): Promise<void> {
  for (const key of failureKeys(ip, clientId)) {
    if ((await peek(db, key, CAPTCHA_FAILURE_WINDOW_SECONDS)) >= CAPTCHA_FAILURES_PER_WINDOW)
      fail('too_many_failed_requests');
  }
}

/** Counts a failure against the address and the client. */
export async function recordCaptchaFailure(db: DbOrTx, ip: string, clientId: string): Promise<void> {
  for (const key of failureKeys(ip, clientId)) {
    await hit(db, key, CAPTCHA_FAILURES_PER_WINDOW, CAPTCHA_FAILURE_WINDOW_SECONDS);
  }
}

/** A new puzzle for a client: drawn here, its answer kept in captcha_puzzles. */
export async function createPuzzle(db: DbOrTx, ip: string, clientId: string): Promise<CaptchaPuzzle> {
  await refuseWhenBlocked(db, ip, clientId);
  if (!(await hit(db, `captcha-new:ip:${ip}`, PUZZLES_PER_WINDOW, CAPTCHA_FAILURE_WINDOW_SECONDS)))
    fail('too_many_requests');
  const gap = randomGap();
  const { background, piece } = await drawPuzzle(gap);
  const id = randomBytes(18).toString('base64url');
  const rows = rowsOf<{ expires_at: Date | string }>(
    await db.execute(sql`
      insert into captcha_puzzles (id, answer_x, piece_y, ip, client_id, expires_at)
      values (${id}, ${gap.x}, ${gap.y}, ${ip}, ${clientId}, now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS}))
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
  };
}

/**
 * Judges one answer against the kept x. Pure, so the rules are tested on their own:
 * - the piece dropped within CAPTCHA_TOLERANCE of the gap, and the trace ends where it was dropped;
 * - times never go back;
 * - a pointer drag starts near the left, lasts MIN_DRAG_MS..MAX_DRAG_MS in MIN_DRAG_POINTS or more
 *   points, has no step over half the way (a jump), and its speed varies (people speed up and slow
 *   down; a script's even slide does not);
 * - keyboard steps are each at most five key steps (Shift + arrow) long: accepted as a person.
 */
export function judgeAnswer(answerX: number, answer: Pick<CaptchaAnswer, 'x' | 'input' | 'trace'>): Verdict {
  const { trace } = answer;
  if (Math.abs(answer.x - answerX) > CAPTCHA_TOLERANCE) return 'off_target';
  const last = trace[trace.length - 1]!;
  const first = trace[0]!;
  if (Math.abs(last.x - answer.x) > 2) return 'bad_trace';
  for (let i = 1; i < trace.length; i += 1) if (trace[i]!.t < trace[i - 1]!.t) return 'bad_trace';

  if (answer.input === 'keyboard') {
    if (trace.length < 2) return 'jump';
    for (let i = 1; i < trace.length; i += 1) {
      if (Math.abs(trace[i]!.x - trace[i - 1]!.x) > CAPTCHA_KEY_STEP * 5 + 1) return 'jump';
    }
    return 'ok';
  }

  if (first.x > 12) return 'bad_trace';
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
 * Takes the puzzle's one attempt and judges it. A puzzle unknown, expired, already tried or asked
 * by another client fails like a wrong answer; every failure counts towards the limits.
 */
export async function answerPuzzle(
  db: DbOrTx,
  ip: string,
  puzzleId: string,
  answer: CaptchaAnswer,
): Promise<CaptchaPass> {
  await refuseWhenBlocked(db, ip, answer.client_id);
  const [puzzle] = rowsOf<{ answer_x: number; client_id: string }>(
    await db.execute(sql`
      update captcha_puzzles set attempted_at = now()
      where id = ${puzzleId} and attempted_at is null and expires_at > now()
      returning answer_x, client_id`),
  );
  const verdict =
    puzzle && puzzle.client_id === answer.client_id ? judgeAnswer(puzzle.answer_x, answer) : 'off_target';
  if (verdict !== 'ok') {
    await recordCaptchaFailure(db, ip, answer.client_id);
    fail('captcha_failed');
  }
  const token = randomBytes(24).toString('base64url');
  const [row] = rowsOf<{ expires_at: Date | string }>(
    await db.execute(sql`
      update captcha_puzzles
      set pass_hash = ${hash(token)}, expires_at = now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})
      where id = ${puzzleId}
      returning expires_at`),
  );
  return { token, expires_at: new Date(row!.expires_at).toISOString() };
}

/**
 * Uses up a pass: true once for a pass from a solve that has not expired, false ever after (the
 * caller refuses with captcha_failed and the failure is counted).
 */
export async function consumePass(db: DbOrTx, token: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update captcha_puzzles set pass_used_at = now()
      where pass_hash = ${hash(token)} and pass_used_at is null and expires_at > now()
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
