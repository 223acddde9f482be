import { LED_CONTEST_2025 as CALENDAR } from '@miao/contracts/events';
import type { EventPage } from '@/content/info/types';

export const page: EventPage = {
  key: 'led-competition-2025',
  art: { kind: 'contest' },
  tag: '#LED2025',
  eyebrow: { cn: '社区比赛 · 2025', en: 'Community contest · 2025' },
  title: { cn: '2025 灯效设计大赛', en: 'The 2025 LED effect contest' },
  description: {
    cn: '为 LED 点阵面板设计一段灯效：7 月 29 日至 8 月 20 日征稿，8 月 22 日起投票，8 月 26 日公布结果。6 件作品入围，第一名获得一台限定键盘。',
    en: 'Design a light effect for the LED dot-matrix panel: entries from 29 July to 20 August, the poll from 22 August, results on 26 August. Six entries make the shortlist; first prize is a limited keyboard.',
  },
  rounds: [
    {
      id: 'main',
      title: { cn: '主题：会呼吸的光', en: 'Theme: light that breathes' },
      summary: {
        cn: '做一段会随按键、时间或音乐变化的灯效。它可以很安静，也可以很吵——只要它让人想一直看着。',
        en: 'Make an effect that changes with your typing, the time of day or the music. It can be quiet or loud — as long as people cannot look away.',
      },
      milestones: [
        {
          id: 'entries',
          label: { cn: '征稿', en: 'Entries' },
          ...CALENDAR.entries,
        },
        {
          id: 'poll',
          label: { cn: '社区投票', en: 'Community poll' },
          ...CALENDAR.poll,
        },
        { id: 'results', label: { cn: '公布结果', en: 'Results' }, start: CALENDAR.results },
      ],
      shortlist: 6,
      prizes: [
        {
          place: { cn: '第一名', en: 'First place' },
          reward: {
            cn: '一台限定键盘，出厂预装你的灯效',
            en: 'A limited keyboard, shipped with your effect on it',
          },
          winners: 1,
        },
        {
          place: { cn: '第二名', en: 'Second place' },
          reward: { cn: '自选一套键帽', en: 'A keycap set of your choice' },
          winners: 1,
        },
        {
          place: { cn: '第三名', en: 'Third place' },
          reward: { cn: '自选一张桌垫', en: 'A desk mat of your choice' },
          winners: 1,
        },
        {
          place: { cn: '第四至六名', en: 'Fourth to sixth' },
          reward: { cn: '10 美元优惠券', en: 'A 10 USD coupon' },
          winners: 3,
        },
      ],
    },
  ],
  howTo: [
    {
      cn: '在 AM Master 的面板编辑器里制作灯效，录一段 10 到 30 秒的视频。',
      en: 'Build your effect in AM Master’s panel editor and record a 10 to 30 second video of it.',
    },
    {
      cn: '在社区发布作品，标题写上作品名，并加上 #LED2025 标签。',
      en: 'Post it in the community with the name of your effect as the title and the #LED2025 tag.',
    },
    {
      cn: '征稿结束后评审选出 6 件作品，8 月 22 日起由社区投票排名。',
      en: 'When entries close the judges shortlist 6 effects, and from 22 August the community votes on the order.',
    },
  ],
  rules: [
    { cn: '每人限投稿一件作品。', en: 'One entry per person.' },
    {
      cn: '必须带有 #LED2025 标签，没有标签的作品不计入比赛。',
      en: 'The #LED2025 tag is required; entries without it are not counted.',
    },
    {
      cn: '作品必须是你自己的原创，可以使用 AM Master 自带的素材。',
      en: 'Your entry must be your own work; AM Master’s built-in assets are allowed.',
    },
    {
      cn: '投票期间禁止刷票，一经发现取消资格。',
      en: 'No vote manipulation during the poll; it disqualifies the entry.',
    },
    {
      cn: '获奖作品投产时，设计者获得该作品销售额 1% 的设计分成。',
      en: 'If a winning effect goes into production, its designer receives a design share of 1% of its sales.',
    },
  ],
  cta: { label: { cn: '去社区投稿', en: 'Enter on the task board' } },
  links: [
    { to: '/led-competition/', label: { cn: '2022 点阵涂鸦大赛', en: 'The 2022 graffiti contest' } },
    { to: '/am-master/', label: { cn: '下载 AM Master', en: 'Get AM Master' } },
    { to: '/cyberboard-r4/', label: { cn: 'CYBERBOARD R4', en: 'CYBERBOARD R4' } },
  ],
};
