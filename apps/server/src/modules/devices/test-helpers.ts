import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_KEY_STEP, type CaptchaAnswer, type TracePoint } from '@miao/contracts/devices';
import type { Db } from '../../db/client';
import { captchaPuzzles } from '../../db/schema/devices';

/** A person's drag to `x`: quick at first, slowing near the gap, over about 800 ms in 30 moves. */
export function humanTrace(x: number, points = 30, ms = 800): TracePoint[] {
  const trace: TracePoint[] = [];
  for (let i = 0; i <= points; i += 1) {
    const p = i / points;
    const eased = 1 - (1 - p) ** 3;
    trace.push({
      x: Math.round(x * eased * 10) / 10,
      t: Math.round(p * ms + (i % 3) * Math.floor(ms / points / 8)),
    });
  }
  trace[trace.length - 1] = { x, t: ms + 1 };
  return trace;
}

/** A script's slide: the same step at the same pace. */
export function evenTrace(x: number, points = 30, ms = 800): TracePoint[] {
  return Array.from({ length: points + 1 }, (_, i) => ({ x: (x * i) / points, t: (ms * i) / points }));
}

/**
 * Arrow-key steps to `x` as the slider records them: the start, then one point per press `every`
 * ms apart (the first press at the start's time), Shift's big steps first, then small ones.
 */
export function keySteps(x: number, every = 60): TracePoint[] {
  const trace = [{ x: 0, t: 0 }];
  let at = 0;
  let t = 0;
  while (at < x) {
    at += x - at >= CAPTCHA_KEY_STEP * 5 ? CAPTCHA_KEY_STEP * 5 : CAPTCHA_KEY_STEP;
    trace.push({ x: at, t });
    t += every;
  }
  return trace;
}

export async function newPuzzle(app: FastifyInstance, clientId: string, remoteAddress = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/captcha',
    payload: { client_id: clientId },
    remoteAddress,
  });
  return res;
}

/** The gap's x, read from the database as only the server knows it. */
export async function gapOf(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ x: captchaPuzzles.answerX })
    .from(captchaPuzzles)
    .where(eq(captchaPuzzles.id, id));
  return row!.x;
}

/**
 * The puzzle's proof of work, done the quick way: the solver starts at the counter the server
 * hid (read from the database), so it derives one key instead of searching for it.
 */
export async function workFor(db: Db, id: string): Promise<CaptchaAnswer['pow']> {
  const [row] = await db
    .select({ pow: captchaPuzzles.pow, counter: captchaPuzzles.powCounter })
    .from(captchaPuzzles)
    .where(eq(captchaPuzzles.id, id));
  const solution = await solveChallenge({
    challenge: row!.pow as Challenge,
    deriveKey,
    counterStart: row!.counter!,
  });
  return { counter: solution!.counter, derived_key: solution!.derivedKey };
}

/** The puzzle as if drawn `ms` ago, so a test need not wait a person's while for it. */
export async function drawnAgo(db: Db, id: string, ms = 3000): Promise<void> {
  await db.execute(
    sql`update captcha_puzzles set created_at = now() - make_interval(secs => ${ms / 1000}) where id = ${id}`,
  );
}

export function answer(
  app: FastifyInstance,
  id: string,
  body: Omit<CaptchaAnswer, 'pow'> & { pow?: CaptchaAnswer['pow'] },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: `/api/captcha/${id}/answer`, payload: body, remoteAddress });
}

/** A solved puzzle's pass, the way a person gets one (the looking time and the work shortened). */
export async function solvedPass(
  app: FastifyInstance,
  db: Db,
  clientId: string,
  remoteAddress = '127.0.0.1',
) {
  const res = await newPuzzle(app, clientId, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`no puzzle: ${res.body}`);
  const puzzle = res.json<{ id: string }>();
  const x = await gapOf(db, puzzle.id);
  await drawnAgo(db, puzzle.id);
  const solved = await answer(
    app,
    puzzle.id,
    { client_id: clientId, x, input: 'pointer', trace: humanTrace(x), pow: await workFor(db, puzzle.id) },
    remoteAddress,
  );
  if (solved.statusCode !== 200) throw new Error(`not solved: ${solved.body}`);
  return solved.json<{ token: string }>().token;
}
