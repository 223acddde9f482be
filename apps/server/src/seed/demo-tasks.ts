// Demo content of the task board (issue 4), run by seed/demo.ts inside its transaction after the
// demo members have their welcome coin: a dozen tasks (under the starter categories and tags) in cn and
// en created through the task service (so every reward is in escrow), some with votes, one closed.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { taskCreateRequest, type TaskCreateRequest } from '@miao/contracts/tasks';
import { LED_CONTEST_2025 } from '@miao/contracts/events';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { mediaPrefixesOf } from '../platform/sanitize';
import type { Storage } from '../platform/storage';
import { optionsOf } from '../modules/tasks/vote-options';
import { castVote } from '../modules/votes/service';
import { closeTask, createTask } from '../modules/tasks/service';
import { setPinned } from '../modules/tasks/pins';
import type { TaskDeps } from '../modules/tasks/prepare';
import { ensureStarterTaxonomy, starterIds } from './taxonomy';

export interface DemoPeople {
  staffId: number;
  aliceId: number;
  bobId: number;
  xiaomiaoId: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** An 800x240 cover (spec 9) or 800x540 vote picture, drawn and stored like an upload. */
async function demoImage(
  storage: Storage,
  key: string,
  label: string,
  colours: [string, string],
  size: { width: number; height: number } = { width: 800, height: 240 },
): Promise<string | undefined> {
  if (!storage.put) return undefined;
  const { width, height } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="#0B0B0F"/>
    <rect x="12" y="12" width="${width - 24}" height="${height - 24}" rx="18" fill="none" stroke="url(#g)" stroke-width="6"/>
    <text x="${width / 2}" y="${height / 2 + 18}" font-size="52" text-anchor="middle" fill="url(#g)"
      font-family="Arial, sans-serif" font-weight="700" letter-spacing="6">${label}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await storage.put(key, png, 'image/png');
  return storage.publicUrl(key);
}

interface DemoTask {
  sponsor: keyof DemoPeople;
  cover?: { label: string; colours: [string, string] };
  body: TaskCreateRequest;
  /** Voters (by who) and the option indexes they pick. */
  votes?: [keyof DemoPeople, number[]][];
  close?: boolean;
  /** Staff pin it as an announcement at the top of the board (issue 18). */
  pin?: boolean;
}

export async function seedTaskBoard(
  tx: DbOrTx,
  deps: { config: Config; storage: Storage },
  people: DemoPeople,
): Promise<void> {
  // The starter taxonomy of every database (issue 17); the demo files its tasks under it.
  await ensureStarterTaxonomy(tx);
  const starter = await starterIds(tx);
  const [design, events, feedback, reviews] = ['设计', '活动', '反馈', '评测'].map((name) => ({
    id: starter.category(name),
  }));
  const tag = starter.tag;

  // The seed draws its own covers; only those (and real uploads) are accepted as images.
  const drawn = new Set<string>();
  const taskDeps: TaskDeps = {
    mediaPrefixes: mediaPrefixesOf(deps.config, deps.storage),
    isOwnImage: async (_db, url) => drawn.has(url),
  };
  const image = async (
    key: string,
    label: string,
    colours: [string, string],
    size?: { width: number; height: number },
  ) => {
    const url = await demoImage(deps.storage, key, label, colours, size);
    if (url) drawn.add(url);
    return url;
  };
  const picA = await image('task/demo/vote-aurora.png', 'AURORA', ['#3CF0FF', '#7C4DFF'], {
    width: 800,
    height: 540,
  });
  const picB = await image('task/demo/vote-ember.png', 'EMBER', ['#FF6FB5', '#FFC24B'], {
    width: 800,
    height: 540,
  });

  // The contest's entries, dated by its calendar like its info page (issue 18: the page said
  // "ended" while the task read as just opened)
  const contestDates = {
    start_at: new Date(LED_CONTEST_2025.entries.start).toISOString(),
    end_at: new Date(LED_CONTEST_2025.entries.end).toISOString(),
  };
  const tasks: DemoTask[] = [
    {
      sponsor: 'staffId',
      cover: { label: 'LED 2025', colours: ['#3CF0FF', '#FF6FB5'] },
      body: {
        title: 'LED light-effect contest 2025',
        content:
          '<h2>Show us your best light effect</h2><p>Design an effect for the Cyberboard LED panel and post it here with the <strong>#LED2025</strong> tag.</p><ul><li>Entries: 29 July – 20 August</li><li>One entry per person</li><li>Six entries are shortlisted for the poll</li></ul>',
        language: 'en',
        task_category_id: events!.id,
        tag_ids: [tag('#LED2025'), tag('Cyberboard')],
        max_reward_number: 300,
        ...contestDates,
      },
      pin: true,
    },
    {
      sponsor: 'staffId',
      cover: { label: 'LED 2025', colours: ['#FF6FB5', '#3CF0FF'] },
      body: {
        title: '2025 灯效设计大赛',
        content:
          '<h2>晒出你的灯效</h2><p>为 Cyberboard 的 LED 面板设计一个灯效，带上 <strong>#LED2025</strong> 标签发布。</p><ul><li>投稿：7 月 29 日至 8 月 20 日</li><li>每人限投一稿</li></ul>',
        language: 'cn',
        task_category_id: events!.id,
        tag_ids: [tag('#LED2025'), tag('灯效')],
        max_reward_number: 300,
        ...contestDates,
      },
      pin: true,
    },
    {
      sponsor: 'aliceId',
      cover: { label: 'KEYCAPS', colours: ['#FF6FB5', '#7CFF9B'] },
      body: {
        title: 'Which colourway for the next resin keycap?',
        content:
          '<p>We are choosing the colourway of the next Cosmo Killer resin keycap. Vote for your favourite, two picks each.</p>',
        language: 'en',
        task_category_id: design!.id,
        tag_ids: [tag('Cosmo Killer')],
        max_reward_number: 80,
        start_at: at(-1 * DAY),
        end_at: at(6 * DAY),
        vote_conf: { enable: true, max_num: 2, show_res: false },
        vote_content: [
          { content: 'Aurora', pic: picA ?? '' },
          { content: 'Ember', pic: picB ?? '' },
          { content: 'Midnight' },
        ],
      },
      votes: [
        ['bobId', [0, 2]],
        ['xiaomiaoId', [0]],
        ['staffId', [1]],
      ],
    },
    {
      sponsor: 'xiaomiaoId',
      cover: { label: 'GLACIER', colours: ['#3CF0FF', '#FFFFFF'] },
      body: {
        title: 'Glacier R2 开箱晒图',
        content: '<p>收到 Glacier R2 了吗？晒出你的桌面，点赞最多的三位送 MIAO COIN。</p>',
        language: 'cn',
        task_category_id: reviews!.id,
        tag_ids: [tag('Glacier')],
        max_reward_number: 60,
        start_at: at(-3 * DAY),
        end_at: at(10 * DAY),
      },
    },
    {
      sponsor: 'bobId',
      body: {
        title: '下一款键帽配色投票',
        content: '<p>三个配色选一个，结果在投票结束后公布。</p>',
        language: 'cn',
        task_category_id: design!.id,
        tag_ids: [tag('键帽')],
        max_reward_number: 50,
        start_at: at(-1 * DAY),
        end_at: at(5 * DAY),
        vote_conf: { enable: true, max_num: 1, show_res: false },
        vote_content: [{ content: '极光' }, { content: '余烬' }, { content: '午夜' }],
      },
      votes: [
        ['aliceId', [1]],
        ['xiaomiaoId', [1]],
      ],
    },
    {
      sponsor: 'aliceId',
      body: {
        title: 'Typing test: post your WPM on the Relic 80',
        content:
          '<p>Take a one-minute typing test on your Relic 80 and post a screenshot. The fastest three share the pool.</p>',
        language: 'en',
        task_category_id: events!.id,
        tag_ids: [tag('Cyberboard')],
        max_reward_number: 45,
        start_at: at(-6 * HOUR),
        end_at: at(3 * DAY),
      },
    },
    {
      sponsor: 'bobId',
      cover: { label: 'HATSU', colours: ['#FFC24B', '#FF6FB5'] },
      body: {
        title: 'AM Hatsu firmware feedback thread',
        content:
          '<p>Found a bug in the latest firmware? Describe it here with your firmware version and OS.</p><pre><code>AM Master 0.8.6 / Windows 11</code></pre>',
        language: 'en',
        task_category_id: feedback!.id,
        tag_ids: [tag('AM Hatsu')],
        max_reward_number: 40,
        start_at: at(-5 * DAY),
        end_at: at(25 * DAY),
        public_permission: 'semi_public',
      },
    },
    {
      sponsor: 'xiaomiaoId',
      body: {
        title: '固件问题反馈',
        content: '<p>遇到固件问题请在这里留言，写清固件版本和系统。</p>',
        language: 'cn',
        task_category_id: feedback!.id,
        tag_ids: [tag('AM Hatsu')],
        max_reward_number: 40,
        start_at: at(-5 * DAY),
        end_at: at(25 * DAY),
      },
    },
    {
      sponsor: 'staffId',
      cover: { label: 'GRAFFITI', colours: ['#7CFF9B', '#FFC24B'] },
      body: {
        title: 'Street-art keyboard graffiti contest',
        content:
          '<p>The graffiti contest is over: thanks to everyone who took part. The shortlisted designs are below.</p>',
        language: 'en',
        task_category_id: events!.id,
        tag_ids: [tag('#Graffiti')],
        max_reward_number: 120,
        start_at: at(-40 * DAY),
        end_at: at(-10 * DAY),
        vote_conf: { enable: true, max_num: 1, show_res: false },
        vote_content: [{ content: 'Neon alley' }, { content: 'Paper cranes' }],
      },
      close: true,
    },
    {
      sponsor: 'aliceId',
      body: {
        title: '新品命名征集（即将开始）',
        content: '<p>下周开始征集新款腕托的名字，敬请期待。</p>',
        language: 'cn',
        task_category_id: design!.id,
        max_reward_number: 30,
        start_at: at(2 * DAY),
        end_at: at(12 * DAY),
        vote_conf: { enable: true, max_num: 1, show_res: false },
        vote_content: [{ content: 'Hover' }, { content: 'Carpio' }],
      },
    },
    {
      sponsor: 'bobId',
      body: {
        title: 'Share your desk setup',
        content: '<p>Post a photo of your desk with any MIAO gear. Members only.</p>',
        language: 'en',
        task_category_id: reviews!.id,
        max_reward_number: 25,
        start_at: at(-2 * DAY),
        end_at: at(14 * DAY),
        public_permission: 'semi_public',
      },
    },
    {
      sponsor: 'staffId',
      body: {
        title: 'キーキャップのレビュー募集',
        content: '<p>Cosmo Killer キーキャップのレビューを投稿してください。</p>',
        language: 'ja',
        task_category_id: reviews!.id,
        tag_ids: [tag('Cosmo Killer')],
        max_reward_number: 35,
        start_at: at(-1 * DAY),
        end_at: at(9 * DAY),
      },
    },
  ];

  for (const [index, demo] of tasks.entries()) {
    const sponsorId = people[demo.sponsor];
    const actor = { userId: sponsorId, isStaff: demo.sponsor === 'staffId' };
    const cover =
      demo.cover && (await image(`task/demo/cover-${index + 1}.png`, demo.cover.label, demo.cover.colours));
    const input = taskCreateRequest.parse({ ...demo.body, medias: cover ? [cover] : [] });
    const taskId = await createTask(tx, taskDeps, actor, input, { hourlyLimit: false });
    if (demo.votes) {
      const options = await optionsOf(tx, taskId);
      for (const [voter, picks] of demo.votes) {
        await castVote(
          tx,
          { userId: people[voter], isStaff: voter === 'staffId' },
          {
            task_id: taskId,
            vote_ids: picks.map((i) => options[i]!.id),
          },
        );
      }
    }
    if (demo.close) await closeTask(tx, actor, taskId, false);
    // through the audited staff action, as the console would do it
    if (demo.pin) await setPinned(tx, { userId: people.staffId }, taskId, true);
  }
  // The demo members should be able to post a task right after `npm start`: the seeded tasks count as
  // posted earlier, so the once-an-hour rule (spec 5) does not stop them.
  await tx.execute(sql`update tasks set created_at = created_at - interval '2 hours'`);
}
