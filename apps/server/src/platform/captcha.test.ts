import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_FAILURES_PER_WINDOW,
  CAPTCHA_HEIGHT,
  CAPTCHA_KEY_STEP,
  CAPTCHA_PIECE,
  CAPTCHA_TOLERANCE,
  CAPTCHA_WIDTH,
} from '@miao/contracts/devices';
import { captchaPuzzles } from '../db/schema/devices';
import { answer, evenTrace, gapOf, humanTrace, newPuzzle } from '../modules/devices/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { judgeAnswer, randomGap } from './captcha';

const keySteps = (x: number) => {
  const trace = [{ x: 0, t: 0 }];
  let at = 0;
  let t = 0;
  while (at < x) {
    at = Math.min(x, at + CAPTCHA_KEY_STEP);
    t += 60;
    trace.push({ x: at, t });
  }
  return trace;
};

describe('slide captcha rules', () => {
  it('hides the gap inside the picture, clear of the start', () => {
    for (let i = 0; i < 200; i += 1) {
      const gap = randomGap();
      expect(gap.x).toBeGreaterThanOrEqual(CAPTCHA_PIECE + 16);
      expect(gap.x + CAPTCHA_PIECE).toBeLessThanOrEqual(CAPTCHA_WIDTH);
      expect(gap.y).toBeGreaterThanOrEqual(0);
      expect(gap.y + CAPTCHA_PIECE).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
    }
  });

  it('accepts a human-like drag and key steps, within the tolerance', () => {
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(150) })).toBe('ok');
    const near = 150 + CAPTCHA_TOLERANCE;
    expect(judgeAnswer(150, { x: near, input: 'pointer', trace: humanTrace(near) })).toBe('ok');
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: keySteps(148) })).toBe('ok');
  });

  it('refuses a drop off by more than the tolerance', () => {
    const off = 150 + CAPTCHA_TOLERANCE + 1;
    expect(judgeAnswer(150, { x: off, input: 'pointer', trace: humanTrace(off) })).toBe('off_target');
  });

  it('refuses a straight instant jump, an even machine slide and a trace that ends elsewhere', () => {
    const jump = [
      { x: 0, t: 0 },
      { x: 150, t: 5 },
    ];
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: jump })).toBe('jump');
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(150, 30, 60) })).toBe('jump');
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: evenTrace(150) })).toBe('even_speed');
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(90) })).toBe('bad_trace');
    // keyboard "steps" of the whole way at once are a jump too
    expect(judgeAnswer(150, { x: 150, input: 'keyboard', trace: jump })).toBe('jump');
  });
});

describe('slide captcha calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws PNG images and keeps the gap on the server only', async () => {
    const res = await newPuzzle(t.app, 'client-draw-1');
    expect(res.statusCode, res.body).toBe(200);
    const puzzle = res.json();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(puzzle).not.toHaveProperty('x');
    expect(puzzle.piece_size).toBe(CAPTCHA_PIECE);
    const piece = await sharp(Buffer.from(puzzle.piece.split(',')[1], 'base64')).metadata();
    const background = await sharp(Buffer.from(puzzle.background.split(',')[1], 'base64')).metadata();
    expect([piece.format, piece.width, piece.height]).toEqual(['png', CAPTCHA_PIECE, CAPTCHA_PIECE]);
    expect([background.width, background.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const [row] = await t.db.select().from(captchaPuzzles).where(eq(captchaPuzzles.id, puzzle.id));
    expect(row!.pieceY).toBe(puzzle.piece_y);
  });

  it('accepts a human-like drag once and gives a pass; the puzzle cannot be reused', async () => {
    const client = 'client-reuse-1';
    const puzzle = (await newPuzzle(t.app, client)).json();
    const x = await gapOf(t.db, puzzle.id);
    const body = { client_id: client, x, input: 'pointer' as const, trace: humanTrace(x) };
    const first = await answer(t.app, puzzle.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const again = await answer(t.app, puzzle.id, body);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'captcha_failed', message: 'Slide captcha failed' });
  });

  it('refuses an expired puzzle, an answer off the gap, a jump, and another client', async () => {
    const client = 'client-refusals';
    const expired = (await newPuzzle(t.app, client, '10.0.0.2')).json();
    const ex = await gapOf(t.db, expired.id);
    await t.db.execute(
      sql`update captcha_puzzles set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    const late = await answer(
      t.app,
      expired.id,
      { client_id: client, x: ex, input: 'pointer', trace: humanTrace(ex) },
      '10.0.0.2',
    );
    expect(late.json().code).toBe('captcha_failed');

    const off = (await newPuzzle(t.app, client, '10.0.0.2')).json();
    const ox = (await gapOf(t.db, off.id)) + CAPTCHA_TOLERANCE + 2;
    const wrong = await answer(
      t.app,
      off.id,
      { client_id: client, x: ox, input: 'pointer', trace: humanTrace(ox) },
      '10.0.0.2',
    );
    expect(wrong.json().code).toBe('captcha_failed');

    const jumped = (await newPuzzle(t.app, client, '10.0.0.2')).json();
    const jx = await gapOf(t.db, jumped.id);
    const jump = await answer(
      t.app,
      jumped.id,
      {
        client_id: client,
        x: jx,
        input: 'pointer',
        trace: [
          { x: 0, t: 0 },
          { x: jx, t: 3 },
        ],
      },
      '10.0.0.2',
    );
    expect(jump.json().code).toBe('captcha_failed');

    const other = (await newPuzzle(t.app, client, '10.0.0.2')).json();
    const ax = await gapOf(t.db, other.id);
    const stolen = await answer(
      t.app,
      other.id,
      { client_id: 'someone-else', x: ax, input: 'pointer', trace: humanTrace(ax) },
      '10.0.0.2',
    );
    expect(stolen.json().code).toBe('captcha_failed');
  });

  it('accepts the keyboard alternative', async () => {
    const client = 'client-keys-1';
    const puzzle = (await newPuzzle(t.app, client)).json();
    const x = await gapOf(t.db, puzzle.id);
    const res = await answer(t.app, puzzle.id, {
      client_id: client,
      x,
      input: 'keyboard',
      trace: keySteps(x),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('limits failures per address and per client', async () => {
    const fails = async (client: string, ip: string) => {
      const puzzle = (await newPuzzle(t.app, client, ip)).json();
      return answer(
        t.app,
        puzzle.id,
        { client_id: client, x: 0, input: 'pointer', trace: [{ x: 0, t: 0 }] },
        ip,
      );
    };
    for (let i = 0; i < CAPTCHA_FAILURES_PER_WINDOW; i += 1) {
      expect((await fails(`client-ip-${i}`, '10.9.9.9')).json().code).toBe('captcha_failed');
    }
    // this address is blocked for any client, new puzzles too; another address is not
    const blocked = await newPuzzle(t.app, 'client-fresh', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_failed_requests');
    expect((await newPuzzle(t.app, 'client-fresh', '10.9.9.10')).statusCode).toBe(200);

    // one client failing from many addresses is blocked too
    for (let i = 0; i < CAPTCHA_FAILURES_PER_WINDOW; i += 1) {
      await fails('client-roaming', `10.8.0.${i + 1}`);
    }
    const roaming = await newPuzzle(t.app, 'client-roaming', '10.8.1.1');
    expect(roaming.json().code).toBe('too_many_failed_requests');
  });
});
