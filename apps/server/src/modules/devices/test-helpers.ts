import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TracePoint } from '@miao/contracts/devices';
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

export function answer(
  app: FastifyInstance,
  id: string,
  body: { client_id: string; x: number; input: 'pointer' | 'keyboard'; trace: TracePoint[] },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: `/api/captcha/${id}/answer`, payload: body, remoteAddress });
}

/** A solved puzzle's pass, the way a person gets one. */
export async function solvedPass(
  app: FastifyInstance,
  db: Db,
  clientId: string,
  remoteAddress = '127.0.0.1',
) {
  const puzzle = (await newPuzzle(app, clientId, remoteAddress)).json<{ id: string }>();
  const x = await gapOf(db, puzzle.id);
  const res = await answer(
    app,
    puzzle.id,
    { client_id: clientId, x, input: 'pointer', trace: humanTrace(x) },
    remoteAddress,
  );
  return res.json<{ token: string }>().token;
}
