import type { EventPage } from '@/content/info/types';

export const page: EventPage = {
  key: 'the-novel-project',
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'NOVEL' },
  eyebrow: { cn: '社区共创', en: 'Written together' },
  title: { cn: '小说计划', en: 'The Novel Project' },
  description: {
    cn: '一部由社区接力写成的科幻小说。每一章的关键场景会变成 CYBERBOARD 小说版的面板动画和键帽图案——读者、作者和画师一起决定故事往哪里走。',
    en: 'A science-fiction serial written by the community, one chapter at a time. Each chapter’s key scene becomes a panel animation and keycap art on a CYBERBOARD NOVEL edition — readers, writers and artists decide together where the story goes.',
  },
  story: [
    {
      id: 'premise',
      heading: { cn: '故事的起点', en: 'Where it starts' },
      paragraphs: [
        {
          cn: '在一座永远不关灯的城市里，每一块键盘都是一盏被登记的光源。打字就是发光，发光就会被看见。一位夜班维修员在一块旧键盘的点阵面板里，发现了一行不属于任何人的文字。',
          en: 'In a city where the lights never go out, every keyboard is a registered light source. To type is to glow, and to glow is to be seen. One night a repair technician finds a line of text on an old keyboard’s panel that belongs to no one.',
        },
      ],
    },
    {
      id: 'chapters',
      heading: { cn: '已经写下的章节', en: 'The chapters so far' },
      table: [
        {
          label: { cn: '第一章 · 信号', en: 'Chapter 1 · Signal' },
          value: { cn: '随 CYBERBOARD 小说版 2 发布', en: 'Released with CYBERBOARD NOVEL 2' },
        },
        {
          label: { cn: '第二章 · 回声', en: 'Chapter 2 · Echo' },
          value: { cn: '随 CYBERBOARD 小说版 3 发布', en: 'Released with CYBERBOARD NOVEL 3' },
        },
        {
          label: { cn: '第三章 · 断电', en: 'Chapter 3 · Blackout' },
          value: { cn: '随 CYBERBOARD 小说版 4 发布', en: 'Released with CYBERBOARD NOVEL 4' },
        },
        {
          label: { cn: '第四章', en: 'Chapter 4' },
          value: { cn: '正在社区里接力写作', en: 'Being written in the community now' },
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: { cn: '一章是怎么诞生的', en: 'How a chapter is made' },
      paragraphs: [
        {
          cn: '每一章先由社区提交故事走向，投票选出方向；再由作者接力写成正文；最后由画师把关键场景画成点阵动画和键帽图案。参与的每个人都会被写进这一章的署名里。',
          en: 'Each chapter starts with story pitches from the community and a vote on the direction; writers then take turns drafting the text; finally pixel artists turn its key scene into a panel animation and keycap art. Everyone who took part is named in the chapter’s credits.',
        },
      ],
    },
  ],
  rounds: [],
  howTo: [
    {
      cn: '读完已经发布的章节，了解人物和世界。',
      en: 'Read the chapters so far to meet the characters and the city.',
    },
    {
      cn: '在社区的小说计划任务里留下你的故事走向、片段或画稿。',
      en: 'Leave your pitch, a scene or a sketch in the Novel Project task on the board.',
    },
    {
      cn: '为你喜欢的方向投票，帮它成为下一章。',
      en: 'Vote for the direction you like to make it the next chapter.',
    },
  ],
  rules: [
    {
      cn: '投稿必须是原创，可以引用已发布章节里的设定。',
      en: 'Contributions must be original; building on the published chapters is welcome.',
    },
    { cn: '署名以社区昵称为准。', en: 'Credits use your community nickname.' },
    {
      cn: '被采用的内容会获得 MIAO COIN 奖励；投产的设计按销售额 1% 获得设计分成。',
      en: 'Contributions that are used earn MIAO COIN; designs that go into production earn a design share of 1% of their sales.',
    },
  ],
  cta: { label: { cn: '加入小说计划', en: 'Join the project' }, to: '/the-novel-join/' },
  links: [
    { to: '/cyberboard-novel-2/', label: { cn: 'CYBERBOARD 小说版 2', en: 'CYBERBOARD NOVEL 2' } },
    { to: '/cyberboard-novel-3/', label: { cn: 'CYBERBOARD 小说版 3', en: 'CYBERBOARD NOVEL 3' } },
    { to: '/cyberboard-novel-4/', label: { cn: 'CYBERBOARD 小说版 4', en: 'CYBERBOARD NOVEL 4' } },
  ],
};
