// Property test: any sequence of grants, transfers, escrows, rewards and refunds keeps the ledger's
// invariants, refuses exactly what a plain in-memory model refuses, and ends where the model ends.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { checkLedger } from './check';
import { escrow, grant, refund, release } from './service';
import { circulating } from './test-helpers';
import { balanceOf, escrowBalance } from './balances';
import { transfer } from './transfer';

const USERS = 4;
const TASKS = 2;

type Command =
  | { op: 'grant'; user: number; amount: number }
  | { op: 'transfer'; from: number; to: number; amount: number }
  | { op: 'escrow'; task: number; user: number; amount: number }
  | { op: 'release'; task: number; user: number; amount: number }
  | { op: 'refund'; task: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const task = fc.integer({ min: 0, max: TASKS - 1 });
const amount = fc.integer({ min: 1, max: 400 });
// Weighted so that pools and wallets grow large enough for refusals and big refunds to both happen.
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('grant' as const), user, amount }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('transfer' as const), from: user, to: user, amount }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('escrow' as const), task, user, amount }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('release' as const), task, user, amount }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('refund' as const), task }), weight: 1 },
);

describe('ledger properties', () => {
  let t: TestApp;
  let nextTask = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the invariants and matches the model for random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40, size: 'max' }), async (commands) => {
        const people = await Promise.all(Array.from({ length: USERS }, () => buildUser(t.db)));
        const tasks = Array.from({ length: TASKS }, () => nextTask++);
        const wallet = people.map(() => 0);
        const pool = tasks.map(() => 0);
        const lastPayer: (number | undefined)[] = tasks.map(() => undefined);
        const held = await circulating(t.db);
        let issued = 0;

        for (const c of commands) {
          let expected: string | undefined;
          let run: () => Promise<unknown>;
          switch (c.op) {
            case 'grant':
              run = () => grant(t.db, { userId: people[c.user]!.id, amount: c.amount, coinTypeId: 1 });
              wallet[c.user]! += c.amount;
              issued += c.amount;
              break;
            case 'transfer': {
              const input = {
                fromUserId: people[c.from]!.id,
                toAddress: people[c.to]!.walletAddress,
                amount: c.amount,
                coinTypeId: 1,
                remarks: '',
              };
              run = () => transfer(t.db, input, { dailySendLimit: Number.MAX_SAFE_INTEGER });
              if (c.from === c.to) expected = 'transfer_to_self';
              else if (wallet[c.from]! < c.amount) expected = 'coin_not_enough_to_send';
              else {
                wallet[c.from]! -= c.amount;
                wallet[c.to]! += c.amount;
              }
              break;
            }
            case 'escrow':
              run = () =>
                escrow(t.db, {
                  taskId: tasks[c.task]!,
                  userId: people[c.user]!.id,
                  amount: c.amount,
                  coinTypeId: 1,
                });
              if (wallet[c.user]! < c.amount) expected = 'coin_balance_insufficient';
              else {
                wallet[c.user]! -= c.amount;
                pool[c.task]! += c.amount;
                lastPayer[c.task] = c.user;
              }
              break;
            case 'release':
              run = () =>
                release(t.db, { taskId: tasks[c.task]!, toUserId: people[c.user]!.id, amount: c.amount });
              if (pool[c.task]! < c.amount) expected = 'reward_remaining_insufficient';
              else {
                pool[c.task]! -= c.amount;
                wallet[c.user]! += c.amount;
              }
              break;
            case 'refund': {
              const rest = pool[c.task]!;
              run = async () => expect(await refund(t.db, { taskId: tasks[c.task]! })).toBe(rest);
              if (rest > 0) {
                wallet[lastPayer[c.task]!]! += rest;
                pool[c.task] = 0;
              }
              break;
            }
          }
          const outcome = await run().then(
            () => undefined,
            (error: unknown) => {
              if (error instanceof AppError) return error.code;
              throw error;
            },
          );
          expect(outcome, JSON.stringify(c)).toBe(expected);
        }

        for (const [i, person] of people.entries())
          expect(await balanceOf(t.db, person.id, 1)).toBe(wallet[i]);
        for (const [i, taskId] of tasks.entries()) expect(await escrowBalance(t.db, taskId, 1)).toBe(pool[i]);
        expect(await checkLedger(t.db)).toEqual([]);
        // nothing is created or lost: what is held is exactly what the mint issued
        expect(await circulating(t.db)).toBe(held + issued);
      }),
      { numRuns: 60 },
    );
  });
});
