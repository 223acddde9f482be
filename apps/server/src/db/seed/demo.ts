import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import type { Config } from '../../config';
import type { Storage } from '../../platform/storage';
import { grant } from '../../modules/coin/service';
import { createUser, grantStaff } from '../../modules/users/accounts';
import type { Db } from '../client';
import { users } from '../schema/users';

const DEMO_USERS = [
  { email: 'admin@example.com', nickname: 'MIAO Staff', colour: '#3CF0FF', staff: true },
  { email: 'alice@example.com', nickname: 'Alice', colour: '#FF6FB5', staff: false },
  { email: 'bob@example.com', nickname: 'Bob', colour: '#FFC24B', staff: false },
  { phone: '13800138000', nickname: '小喵', colour: '#7CFF9B', staff: false },
] as const;

/** Issue 3: every demo member starts with coin, so transfers and tasks can be tried at once. */
const DEMO_GRANT = 1000;

/** True when the demo seed may run: never in production, never on a database that holds users. */
export async function mayRunDemoSeed(db: Db, config: Config): Promise<boolean> {
  if (config.isProduction || !config.seed) return false;
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Demo members so the site can be tried after `npm start`; see the README for who they are. */
export async function seedDemo(db: Db, config: Config, storage: Storage): Promise<void> {
  if (!(await mayRunDemoSeed(db, config))) return;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      const avatar = await demoAvatar(storage, demo.nickname, demo.colour);
      const user = await createUser(tx, {
        ...('email' in demo ? { email: demo.email } : { phone: demo.phone }),
        nickname: demo.nickname,
        avatar,
      });
      if (demo.staff) await grantStaff(tx, user.id);
      await grant(tx, {
        userId: user.id,
        amount: DEMO_GRANT,
        coinTypeId: DEFAULT_COIN_ID,
        type: 'activity_grant',
        source: 'dao_platform',
        remarks: 'Welcome to MIAO',
      });
    }
  });
}

/** A drawn PNG avatar (initial on the user's colour), stored like any uploaded avatar. */
async function demoAvatar(storage: Storage, nickname: string, colour: string): Promise<string> {
  if (!storage.put) return '';
  const initial = [...nickname][0] ?? '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="128" fill="#0B0B0F"/>
    <circle cx="128" cy="128" r="112" fill="none" stroke="${colour}" stroke-width="10"/>
    <text x="128" y="160" font-size="104" text-anchor="middle" fill="${colour}"
      font-family="Noto Sans CJK SC, Arial, sans-serif" font-weight="700">${initial}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const key = `avatar/demo-${Buffer.from(nickname).toString('hex')}.png`;
  await storage.put(key, png, 'image/png');
  return storage.publicUrl(key);
}
