import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_FAILURES_PER_WINDOW,
  CAPTCHA_HEIGHT,
  CAPTCHA_PIECE,
  CAPTCHA_TOLERANCE,
  CAPTCHA_WIDTH,
  type TracePoint,
} from '@miao/contracts/devices';
import { captchaPuzzles } from '../db/schema/devices';
import {
  answer,
  drawnAgo,
  evenTrace,
  gapOf,
  humanTrace,
  keySteps,
  newPuzzle,
  workFor,
} from '../modules/devices/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import {
  addressKey,
  judgeAnswer,
  KEY_MIN_INTERVAL_MS,
  MIN_SOLVE_MS,
  POW_COUNTER_MIN,
  powMultiple,
  randomDecoy,
  randomGap,
} from './captcha';

/** The server's clock between drawing and answer, for the pure rules: a person's few seconds. */
const LOOKED = 3000;

describe('slide captcha rules', () => {
  it('hides the gap and a decoy on its row inside the picture, clear of the start and of each other', () => {
    for (let i = 0; i < 200; i += 1) {
      const gap = randomGap();
      const decoy = randomDecoy(gap);
      for (const spot of [gap, decoy]) {
        expect(spot.x).toBeGreaterThanOrEqual(CAPTCHA_PIECE + 16);
        expect(spot.x + CAPTCHA_PIECE).toBeLessThanOrEqual(CAPTCHA_WIDTH);
        expect(spot.y).toBeGreaterThanOrEqual(0);
        expect(spot.y + CAPTCHA_PIECE).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
      }
      expect(Math.abs(decoy.x - gap.x)).toBeGreaterThan(CAPTCHA_PIECE + CAPTCHA_TOLERANCE);
      expect(decoy.y).toBe(gap.y);
    }
  });

  it('accepts a human-like drag and key steps, within the tolerance', () => {
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(150) }, LOOKED)).toBe('ok');
    const near = 150 + CAPTCHA_TOLERANCE;
    expect(judgeAnswer(150, { x: near, input: 'pointer', trace: humanTrace(near) }, LOOKED)).toBe('ok');
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: keySteps(148) }, LOOKED)).toBe('ok');
    // a held key: the first press, the repeat delay, then 30 repeats a second
    const held = keySteps(148, 34).map((p, i) => (i < 2 ? p : { ...p, t: p.t + 300 }));
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: held }, LOOKED)).toBe('ok');
  });

  it('refuses a drop off by more than the tolerance', () => {
    const off = 150 + CAPTCHA_TOLERANCE + 1;
    expect(judgeAnswer(150, { x: off, input: 'pointer', trace: humanTrace(off) }, LOOKED)).toBe('off_target');
  });

  it('refuses a straight instant jump, an even machine slide and a trace that ends elsewhere', () => {
    const jump = [
      { x: 0, t: 0 },
      { x: 150, t: 5 },
    ];
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: jump }, LOOKED)).toBe('jump');
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(150, 30, 60) }, LOOKED)).toBe(
      'jump',
    );
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: evenTrace(150) }, LOOKED)).toBe('even_speed');
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(90) }, LOOKED)).toBe('bad_trace');
    // keyboard "steps" of the whole way at once are a jump too
    expect(judgeAnswer(150, { x: 150, input: 'keyboard', trace: jump }, LOOKED)).toBe('jump');
  });

  it('refuses keyboard traces no keys make: at time 0, faster than a key repeats, odd steps', () => {
    const atZero = keySteps(148).map((p) => ({ ...p, t: 0 }));
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: atZero }, LOOKED)).toBe('too_fast');
    // two points, both at time 0: the trace (one step of a jump)
    const twoPoints = [
      { x: 0, t: 0 },
      { x: 148, t: 0 },
    ];
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: twoPoints }, LOOKED)).not.toBe('ok');
    const quick = keySteps(148, KEY_MIN_INTERVAL_MS - 5);
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: quick }, LOOKED)).toBe('too_fast');
    // each press in time, but only three of them in 100 ms all told
    const burst = [
      { x: 0, t: 0 },
      { x: 20, t: 0 },
      { x: 40, t: 50 },
      { x: 60, t: 100 },
    ];
    expect(judgeAnswer(60, { x: 60, input: 'keyboard', trace: burst }, LOOKED)).toBe('too_fast');
    // steps of 7 px are no arrow key's
    const odd: TracePoint[] = Array.from({ length: 22 }, (_, i) => ({ x: i * 7, t: i * 80 }));
    expect(judgeAnswer(147, { x: 147, input: 'keyboard', trace: odd }, LOOKED)).toBe('jump');
  });

  it('refuses an answer sooner than a person can give it, by the server clock, and a trace longer than the puzzle lived', () => {
    expect(judgeAnswer(150, { x: 150, input: 'pointer', trace: humanTrace(150) }, MIN_SOLVE_MS - 1)).toBe(
      'too_fast',
    );
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: keySteps(148) }, 100)).toBe('too_fast');
    // 2.2 s of key presses claimed for a puzzle drawn 1.2 s ago
    expect(judgeAnswer(150, { x: 148, input: 'keyboard', trace: keySteps(148, 200) }, 1200)).toBe(
      'bad_trace',
    );
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('2001:DB8:1:2:FFFF::9%eth0')).toBe(key);
    expect(addressKey('2001:db8::2:3:4:5:6')).toBe('2001:db8:0:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('makes the work grow with the day’s verifications', () => {
    expect([0, 2, 3, 5, 6, 9].map(powMultiple)).toEqual([1, 1, 2, 2, 4, 8]);
  });
});

describe('slide captcha calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A puzzle drawn a person's while ago for `client` at `ip`, its gap and its done work. */
  const ready = async (client: string, ip = '127.0.0.1') => {
    const puzzle = (await newPuzzle(t.app, client, ip)).json();
    await drawnAgo(t.db, puzzle.id);
    return { puzzle, x: await gapOf(t.db, puzzle.id), pow: await workFor(t.db, puzzle.id) };
  };

  it('draws PNG images and a proof of work, and keeps the gap and the counter on the server only', async () => {
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
    expect(puzzle.pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(JSON.stringify(puzzle)).not.toContain(String(row!.powSecret));
    expect(row!.powCounter).toBeGreaterThanOrEqual(POW_COUNTER_MIN);
  });

  it('accepts a human-like drag once and gives a pass; the puzzle cannot be reused', async () => {
    const client = 'client-reuse-1';
    const { puzzle, x, pow } = await ready(client);
    const body = { client_id: client, x, input: 'pointer' as const, trace: humanTrace(x), pow };
    const first = await answer(t.app, puzzle.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const again = await answer(t.app, puzzle.id, body);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'captcha_failed', message: 'Slide captcha failed' });
  });

  it('refuses an expired puzzle, an answer off the gap, a jump, and another client', async () => {
    const client = 'client-refusals';
    const ip = '10.0.0.2';
    const expired = await ready(client, ip);
    await t.db.execute(
      sql`update captcha_puzzles set expires_at = now() - interval '1 second' where id = ${expired.puzzle.id}`,
    );
    const late = await answer(
      t.app,
      expired.puzzle.id,
      { client_id: client, x: expired.x, input: 'pointer', trace: humanTrace(expired.x), pow: expired.pow },
      ip,
    );
    expect(late.json().code).toBe('captcha_failed');

    const off = await ready(client, ip);
    const ox = off.x + CAPTCHA_TOLERANCE + 2;
    const wrong = await answer(
      t.app,
      off.puzzle.id,
      { client_id: client, x: ox, input: 'pointer', trace: humanTrace(ox), pow: off.pow },
      ip,
    );
    expect(wrong.json().code).toBe('captcha_failed');

    const jumped = await ready(client, ip);
    const jump = await answer(
      t.app,
      jumped.puzzle.id,
      {
        client_id: client,
        x: jumped.x,
        input: 'pointer',
        trace: [
          { x: 0, t: 0 },
          { x: jumped.x, t: 3 },
        ],
        pow: jumped.pow,
      },
      ip,
    );
    expect(jump.json().code).toBe('captcha_failed');

    const other = await ready(client, ip);
    const stolen = await answer(
      t.app,
      other.puzzle.id,
      { client_id: 'someone-else', x: other.x, input: 'pointer', trace: humanTrace(other.x), pow: other.pow },
      ip,
    );
    expect(stolen.json().code).toBe('captcha_failed');
  });

  it('refuses an answer from another address than the one the puzzle was drawn for', async () => {
    const client = 'client-travels';
    for (const elsewhere of ['10.0.0.4', '2001:db8:9::1']) {
      const { puzzle, x, pow } = await ready(client, '10.0.0.3');
      const res = await answer(
        t.app,
        puzzle.id,
        { client_id: client, x, input: 'pointer', trace: humanTrace(x), pow },
        elsewhere,
      );
      expect(res.json().code, elsewhere).toBe('captcha_failed');
    }
    // the same network's next IPv6 address is the same address to the captcha
    const v6 = await ready(client, '2001:db8:7:7::10');
    const sameNetwork = await answer(
      t.app,
      v6.puzzle.id,
      { client_id: client, x: v6.x, input: 'pointer', trace: humanTrace(v6.x), pow: v6.pow },
      '2001:db8:7:7::99',
    );
    expect(sameNetwork.statusCode, sameNetwork.body).toBe(200);
  });

  it('refuses an answer without its proof of work, with wrong work, or with the work of another puzzle', async () => {
    const ip = '10.1.0.1';
    const client = 'client-no-work';
    const first = await ready(client, ip);
    const missing = await answer(
      t.app,
      first.puzzle.id,
      {
        client_id: client,
        x: first.x,
        input: 'pointer',
        trace: humanTrace(first.x),
      },
      ip,
    );
    expect(missing.statusCode).toBe(422);

    const wrongs = [
      { counter: first.pow.counter, derived_key: '00'.repeat(32) },
      { counter: first.pow.counter + 1, derived_key: first.pow.derived_key },
      { counter: 0, derived_key: first.pow.derived_key.slice(0, 32) },
    ];
    for (const pow of wrongs) {
      const { puzzle, x } = await ready(client, ip);
      const res = await answer(
        t.app,
        puzzle.id,
        {
          client_id: client,
          x,
          input: 'pointer',
          trace: humanTrace(x),
          pow,
        },
        ip,
      );
      expect(res.json().code, JSON.stringify(pow)).toBe('captcha_failed');
    }

    // the first puzzle's work, done once, brings nothing to a second puzzle
    const used = await answer(
      t.app,
      first.puzzle.id,
      {
        client_id: client,
        x: first.x,
        input: 'pointer',
        trace: humanTrace(first.x),
        pow: first.pow,
      },
      ip,
    );
    expect(used.statusCode, used.body).toBe(200);
    const second = await ready(client, ip);
    const reused = await answer(
      t.app,
      second.puzzle.id,
      {
        client_id: client,
        x: second.x,
        input: 'pointer',
        trace: humanTrace(second.x),
        pow: first.pow,
      },
      ip,
    );
    expect(reused.json().code).toBe('captcha_failed');
  });

  it('accepts the keyboard alternative at a key’s pace', async () => {
    const ip = '10.1.0.2';
    const client = 'client-keys-1';
    const { puzzle, x, pow } = await ready(client, ip);
    const trace = keySteps(x);
    const res = await answer(
      t.app,
      puzzle.id,
      {
        client_id: client,
        x: trace.at(-1)!.x,
        input: 'keyboard',
        trace,
        pow,
      },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a keyboard answer made at time 0, faster than keys, or sent as soon as the puzzle came', async () => {
    const ip = '10.1.0.3';
    const client = 'client-keys-bot';
    const attempts: { trace: (x: number) => TracePoint[]; aged: boolean }[] = [
      { trace: (x) => keySteps(x).map((p) => ({ ...p, t: 0 })), aged: true },
      {
        trace: (x) => [
          { x: 0, t: 0 },
          { x, t: 0 },
        ],
        aged: true,
      },
      { trace: (x) => keySteps(x, 5), aged: true },
      // plausible presses, but the answer comes a few ms after the picture did
      { trace: (x) => keySteps(x), aged: false },
    ];
    for (const [i, attempt] of attempts.entries()) {
      const puzzle = (await newPuzzle(t.app, client, ip)).json();
      if (attempt.aged) await drawnAgo(t.db, puzzle.id);
      const x = await gapOf(t.db, puzzle.id);
      const trace = attempt.trace(x);
      const res = await answer(
        t.app,
        puzzle.id,
        {
          client_id: client,
          x: trace.at(-1)!.x,
          input: 'keyboard',
          trace,
          pow: await workFor(t.db, puzzle.id),
        },
        ip,
      );
      expect(res.json().code, `attempt ${i}`).toBe('captcha_failed');
    }
    // a drag answered as soon as the picture came is refused the same way
    const puzzle = (await newPuzzle(t.app, client, ip)).json();
    const x = await gapOf(t.db, puzzle.id);
    const res = await answer(
      t.app,
      puzzle.id,
      {
        client_id: client,
        x,
        input: 'pointer',
        trace: humanTrace(x, 30, 300),
        pow: await workFor(t.db, puzzle.id),
      },
      ip,
    );
    expect(res.json().code).toBe('captcha_failed');
  });

  it('takes a person’s while by the server clock, not the client’s word', async () => {
    const ip = '10.1.0.4';
    const client = 'client-waits';
    const puzzle = (await newPuzzle(t.app, client, ip)).json();
    const x = await gapOf(t.db, puzzle.id);
    const pow = await workFor(t.db, puzzle.id);
    await new Promise((resolve) => setTimeout(resolve, MIN_SOLVE_MS + 100));
    const res = await answer(
      t.app,
      puzzle.id,
      {
        client_id: client,
        x,
        input: 'pointer',
        trace: humanTrace(x, 30, 600),
        pow,
      },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('limits failures per address and per client', async () => {
    const fails = async (client: string, ip: string) => {
      const { puzzle, pow } = await ready(client, ip);
      return answer(
        t.app,
        puzzle.id,
        { client_id: client, x: 0, input: 'pointer', trace: [{ x: 0, t: 0 }], pow },
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

    // and one IPv6 network trying a new address for every failure
    for (let i = 0; i < CAPTCHA_FAILURES_PER_WINDOW; i += 1) {
      await fails(`client-v6-${i}`, `2001:db8:5:5::${(i + 1).toString(16)}`);
    }
    const network = await newPuzzle(t.app, 'client-v6-fresh', '2001:db8:5:5:ffff::1');
    expect(network.json().code).toBe('too_many_failed_requests');
  });
});
