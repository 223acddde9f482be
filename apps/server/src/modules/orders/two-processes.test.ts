// Two servers on one PostgreSQL database receive the same paid event at the same moment (a store
// retrying while its first delivery is still in flight, behind a load balancer): one reward.
// PostgreSQL only (`npm run test:pg`); PGlite is one process by nature.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serversOnOneDatabase, type Servers } from '../../test/servers';
import { buildUser } from '../../test/factories';
import { checkLedger } from '../coin/check';
import { balanceOf } from '../coin/balances';
import { invitedRewardAmount } from './rewards';
import { updateRewardSettings } from './settings';
import { deliver, orderEvent, WEBHOOK_ENV } from './test-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two processes, one database', () => {
  let servers: Servers;
  beforeAll(async () => {
    servers = await serversOnOneDatabase(serverUrl!, 2, WEBHOOK_ENV);
  });
  afterAll(() => servers?.close());

  it('pays one order reward and one invited reward for the same paid event sent to both', async () => {
    const { apps, databases } = servers;
    const db = databases[0]!.db;
    const staff = await buildUser(db, { staff: true });
    await updateRewardSettings(db, staff.id, {
      invited_reward: 7,
      products: [{ code: 'cyberboard-r4', order_reward: 11 }],
    });
    expect(await invitedRewardAmount(db)).toBe(7);
    for (let round = 0; round < 5; round += 1) {
      const inviter = await buildUser(db);
      const buyer = await buildUser(db);
      await db.execute(
        sql`insert into invitations (invitee_id, inviter_id) values (${buyer.id}, ${inviter.id})`,
      );
      const event = orderEvent({ email: buyer.email! });
      const other = { ...event, id: `${event.id}-retry` };
      const answers = await Promise.all([
        deliver(apps[0]!, event),
        deliver(apps[1]!, event),
        deliver(apps[0]!, other),
        deliver(apps[1]!, other),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().applied)).toHaveLength(2);
      expect(await balanceOf(db, buyer.id, 1)).toBe(11);
      expect(await balanceOf(db, inviter.id, 1)).toBe(7);
    }
    expect(await checkLedger(db)).toEqual([]);
  });
});
