// Demo data (embedded default database only, never in production, never on a database that holds
// users): demo members with their welcome coin, then the task board and the conversation, written
// through the module services.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { count, eq, inArray, or } from 'drizzle-orm';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import type { Config } from '../config';
import type { DemoAccount } from '../start-message';
import type { Storage } from '../platform/storage';
import { grant } from '../modules/coin/service';
import { seedConsole } from './demo-console';
import { seedConversation } from './demo-conversation';
import { seedCustomOrders } from './demo-customisation';
import { seedDevices } from './demo-devices';
import { seedDraws } from './demo-draws';
import { seedNumberQueue } from './demo-numbers';
import { seedOrders } from './demo-orders';
import { seedStoreConnections } from './demo-stores';
import { seedProductPrices } from './demo-prices';
import { seedTaskBoard } from './demo-tasks';
import { createUser, grantStaff } from '../modules/users/accounts';
import type { Db, DbOrTx } from '../db/client';
import { appVersions } from '../db/schema/apps';
import { shortLinks } from '../db/schema/links';
import { newsletterSubscribers, productRequests } from '../db/schema/products';
import { users } from '../db/schema/users';
import { seedProductMedia } from './demo-media';

const DEMO_USERS = [
  { email: 'admin@example.com', nickname: 'MIAO Staff', colour: '#3CF0FF', staff: true },
  {
    email: 'alice@example.com',
    nickname: 'Alice',
    colour: '#FF6FB5',
    staff: false,
    // Issue 35: a member profile to see on her page
    bio: 'Builds split keyboards and tunes tactile switches. 喜欢分体键盘。',
    links: [{ url: 'https://example.com/alice', label: 'Build log' }],
  },
  {
    email: 'bob@example.com',
    nickname: 'Bob',
    colour: '#FFC24B',
    staff: false,
    bio: 'Keycap collector, night owl, first in every group buy.',
    links: [{ url: 'https://example.org/bob-keycaps', label: '' }],
  },
  { phone: '13800138000', nickname: '小喵', colour: '#7CFF9B', staff: false },
] as const;

/** Issue 3: every demo member starts with coin, so transfers and tasks can be tried at once. */
const DEMO_GRANT = 1000;

/** The demo members this database holds, for the start message (issue 18); none elsewhere. */
export async function demoAccountsIn(db: Db): Promise<DemoAccount[]> {
  const emails = DEMO_USERS.flatMap((d) => ('email' in d ? [d.email] : []));
  const phones = DEMO_USERS.flatMap((d) => ('phone' in d ? [d.phone] : []));
  const held = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(inArray(users.email, emails), inArray(users.phone, phones)));
  const present = new Set(held.flatMap((u) => [u.email, u.phone]));
  return DEMO_USERS.flatMap((d) => {
    const address = 'email' in d ? d.email : d.phone;
    if (!present.has(address)) return [];
    return [
      { address, channel: 'email' in d ? 'email' : 'sms', role: d.staff ? 'staff' : 'member' } as const,
    ];
  });
}

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
    const ids: number[] = [];
    for (const demo of DEMO_USERS) {
      const avatar = await demoAvatar(storage, demo.nickname, demo.colour);
      const user = await createUser(tx, {
        ...('email' in demo ? { email: demo.email } : { phone: demo.phone }),
        nickname: demo.nickname,
        avatar,
      });
      ids.push(user.id);
      if ('bio' in demo) {
        await tx
          .update(users)
          .set({ bio: demo.bio, links: [...demo.links] })
          .where(eq(users.id, user.id));
      }
      if (demo.staff) await grantStaff(tx, user.id);
      await grant(tx, {
        userId: user.id,
        amount: DEMO_GRANT,
        coinTypeId: DEFAULT_COIN_ID,
        type: 'activity_grant',
        source: 'dao_platform',
        remarks: 'Welcome to MIAO',
        remarksKey: 'welcome',
      });
    }
    const [staffId, aliceId, bobId, xiaomiaoId] = ids as [number, number, number, number];
    await seedBrandSite(tx, { staffId, aliceId, bobId, xiaomiaoId });
    // Issue 18: prices, group-buy windows and shipping estimates on the selling products.
    await seedProductPrices(tx);
    // Issue 4: categories, tags and a dozen tasks (rewards escrowed from the welcome coin).
    await seedTaskBoard(tx, { config, storage }, { staffId, aliceId, bobId, xiaomiaoId });
    // Issue 6: comments, replies, likes, processing rewards and the notifications they cause.
    await seedConversation(tx, { config, storage }, { staffId, aliceId, bobId, xiaomiaoId });
    // Issue 14: paid and refunded orders, their rewards, and Bob invited by Alice.
    await seedOrders(tx, { staffId, aliceId, bobId, xiaomiaoId });
    // Issue 34: a Shopify and a WooCommerce connection with the catalogue's SKUs mapped.
    await seedStoreConnections(tx, config, staffId);
    // Issue 14: devices to verify by SN (README "Trying it").
    await seedDevices(tx, staffId);
    // Issue 15: keyboard orders to customise, one open and one locked (README "Trying it").
    await seedCustomOrders(tx, { bobId });
    await seedDraws(tx, staffId);
    // Issue 15: the HATSU number queue, Bob's turn open, Alice and 小喵 in line.
    await seedNumberQueue(tx, config.publicUrl, { staffId, aliceId, bobId, xiaomiaoId });
    await seedConsole(tx, { staffId, aliceId, bobId });
    // Issue 34 item 2: the two video guides' films (seed-media/, made from our drawings).
    await seedProductMedia(tx, storage, staffId);
  });
}

/**
 * Issue 5: requests on sold-out products, AM Master releases, a short link and newsletter subscribers
 * to try the brand site and its staff console with.
 */
async function seedBrandSite(
  tx: DbOrTx,
  people: { staffId: number; aliceId: number; bobId: number; xiaomiaoId: number },
): Promise<void> {
  // [product, member, name, mode, contact]: the mobile in China mode, the e-mail overseas
  const requests: [string, number, string, 'cn' | 'en', string][] = [
    ['am-hatsu', people.aliceId, 'Alice', 'en', 'alice@example.com'],
    ['am-hatsu', people.bobId, 'Bob', 'en', 'bob@example.com'],
    ['am-hatsu', people.xiaomiaoId, '小喵', 'cn', '13800138000'],
    ['cosmo-killer-dune', people.aliceId, 'Alice', 'en', 'alice@example.com'],
  ];
  await tx.insert(productRequests).values(
    requests.map(([productCode, userId, nickname, mode, contact]) => ({
      productCode,
      userId,
      nickname,
      mode,
      ...(mode === 'cn' ? { mobile: contact } : { email: contact }),
    })),
  );
  const downloads = 'https://download.miao.example.com/am-master';
  const release = (
    platform: 'windows' | 'mac' | 'web',
    version: string,
    releasedAt: string,
    downloadUrl: string,
    notes: [string, string],
  ) => ({
    appCode: 'am-master',
    platform,
    version,
    downloadUrl,
    notesCn: notes[0],
    notesEn: notes[1],
    releasedAt: new Date(releasedAt),
    createdBy: people.staffId,
  });
  const previous: [string, string] = ['固件管理器与灯效编辑。', 'Firmware manager and light-effect editor.'];
  const current: [string, string] = [
    '新增 RELIC 80 支持，固件升级更稳定。',
    'Adds RELIC 80 support and steadier firmware updates.',
  ];
  await tx
    .insert(appVersions)
    .values([
      release('windows', '0.8.5', '2025-03-10T08:00:00Z', `${downloads}/AM-Master-Setup-0.8.5.exe`, previous),
      release('mac', '0.8.5', '2025-03-10T08:00:00Z', `${downloads}/AM-Master-0.8.5.dmg`, previous),
      release('windows', '0.8.6', '2025-06-18T08:00:00Z', `${downloads}/AM-Master-Setup-0.8.6.exe`, current),
      release('mac', '0.8.6', '2025-06-18T08:00:00Z', `${downloads}/AM-Master-0.8.6.dmg`, current),
      release('web', '0.8.6', '2025-06-18T08:00:00Z', 'https://master.miao.example.com/', current),
    ]);
  await tx.insert(shortLinks).values({ id: 'master', target: '/am-master/', createdBy: people.staffId });
  // footer subscribers for the staff console's list (confirmed: decision 024's double opt-in);
  // nobody holds their unsubscribe links
  const unusedTokenHash = () => createHash('sha256').update(randomBytes(24)).digest('hex');
  const confirmedAt = new Date();
  await tx.insert(newsletterSubscribers).values([
    { email: 'alice@example.com', language: 'en', unsubscribeTokenHash: unusedTokenHash(), confirmedAt },
    {
      email: 'keycaps.fan@example.com',
      language: 'en',
      unsubscribeTokenHash: unusedTokenHash(),
      confirmedAt,
    },
    {
      email: 'xiaomiao@example.cn',
      language: 'cn',
      unsubscribeTokenHash: unusedTokenHash(),
      createdAt: new Date('2025-03-10T08:00:00Z'),
      confirmedAt: new Date('2025-03-10T08:05:00Z'),
      unsubscribedAt: new Date('2025-05-01T08:00:00Z'),
    },
  ]);
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
