import type { LandingPage } from '@/content/types';

export const page: LandingPage = {
  slug: 'afa-graffiti',
  productCode: 'afa-graffiti',
  accent: '#FF7A1A',
  name: { cn: 'AFA 涂鸦大赛 2022', en: 'AFA GRAFFITI CONTEST 2022' },
  title: {
    cn: 'AFA 涂鸦大赛 2022 · 为分体键盘设计外壳',
    en: 'AFA Graffiti Contest 2022 · Design a shell for the split keyboard',
  },
  description: {
    cn: 'AFA 涂鸦大赛 2022：为 AFA 分体键盘设计涂鸦外壳。投稿 6 月 22 日至 7 月 22 日，7 月 25 日投票，8 月 1 日公布结果；获奖设计可获得销售额 1% 的设计分成。',
    en: 'AFA Graffiti Contest 2022: design a street-art shell for the AFA split keyboard. Entries 22 June to 22 July, voting 25 July, results 1 August; winning designs earn 1% of sales as a design share.',
  },
  art: { kind: 'contest' },
  artLabel: {
    cn: '一座奖杯，被点阵灯光从下方照亮',
    en: 'A trophy lit from below by a dot-matrix glow',
  },
  slides: [
    {
      kind: 'hero',
      eyebrow: { cn: 'AFA 涂鸦大赛 · 2022', en: 'AFA Graffiti Contest · 2022' },
      headline: { cn: '两半键盘，\u200b一面墙。', en: 'Two halves, one wall.' },
      body: {
        cn: '我们把 AFA 分体键盘的外壳交给社区：画出你的涂鸦，让大家投票，最好的设计会被真正喷到键盘上。',
        en: 'We handed the AFA split keyboard’s shell to the community: draw your graffiti, let everyone vote, and the best design gets sprayed onto real keyboards.',
      },
      stats: [
        { value: '6.22', label: { cn: '开始投稿', en: 'entries open' } },
        { value: '7.25', label: { cn: '投票日', en: 'voting day' } },
        { value: '1%', label: { cn: '设计分成', en: 'design share' } },
      ],
      art: { kind: 'keyboard', layout: 'split', finish: 'graffiti' },
    },
    {
      kind: 'feature',
      eyebrow: { cn: '时间线', en: 'Timeline' },
      headline: { cn: '一个月创作，\u200b一天投票。', en: 'A month to paint, a day to vote.' },
      body: {
        cn: '在社区任务中上传你的设计稿，投稿截止后由社区投票选出入围作品。',
        en: 'Upload your design to the community task; once entries close, the community votes for the shortlist.',
      },
      bullets: [
        { cn: '6 月 22 日 – 7 月 22 日：投稿', en: '22 June – 22 July: entries' },
        { cn: '7 月 25 日：社区投票', en: '25 July: community vote' },
        { cn: '8 月 1 日：公布结果', en: '1 August: results' },
      ],
      art: { kind: 'contest' },
      side: 'right',
    },
    {
      kind: 'feature',
      eyebrow: { cn: '奖励', en: 'The reward' },
      headline: { cn: '你的画，\u200b你的分成。', en: 'Your art, your share.' },
      body: {
        cn: '获奖设计会作为限定外壳生产，设计者获得该设计销售额的 1% 作为设计分成，外壳内侧还会印上你的名字。',
        en: 'Winning designs are produced as limited shells. Their designers receive 1% of that design’s sales as a design share, and their name printed inside the case.',
      },
      link: { to: '/dao/', label: { cn: '查看社区作品', en: 'See the entries' } },
      art: { kind: 'keyboard', layout: 'split', finish: 'graffiti', shell: 'mech' },
      side: 'left',
    },
    {
      kind: 'specs',
      eyebrow: { cn: '规则', en: 'Rules' },
      headline: { cn: '参赛须知', en: 'How to enter' },
      rows: [
        {
          label: { cn: '投稿时间', en: 'Entries' },
          value: { cn: '2022 年 6 月 22 日至 7 月 22 日', en: '22 June to 22 July 2022' },
        },
        { label: { cn: '投票', en: 'Vote' }, value: { cn: '2022 年 7 月 25 日', en: '25 July 2022' } },
        { label: { cn: '结果公布', en: 'Results' }, value: { cn: '2022 年 8 月 1 日', en: '1 August 2022' } },
        {
          label: { cn: '画布', en: 'Canvas' },
          value: { cn: 'AFA 分体键盘左右两半外壳', en: 'Both halves of the AFA split keyboard shell' },
        },
        {
          label: { cn: '奖励', en: 'Reward' },
          value: { cn: '获奖设计销售额的 1%', en: '1% of the winning design’s sales' },
        },
      ],
    },
    {
      kind: 'cta',
      headline: { cn: '大赛已经结束。', en: 'The contest has closed.' },
      body: {
        cn: '感谢每一位参赛者。新的比赛会在社区公布。',
        en: 'Thank you to everyone who took part. New contests are announced in the community.',
      },
    },
  ],
};
