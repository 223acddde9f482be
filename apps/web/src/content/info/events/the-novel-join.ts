import type { EventPage } from '@/content/info/types';

export const page: EventPage = {
  key: 'the-novel-join',
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'JOIN' },
  eyebrow: { cn: '小说计划 · 加入我们', en: 'The Novel Project · Join' },
  title: { cn: '一起写下一章', en: 'Write the next chapter with us' },
  description: {
    cn: '小说计划需要作者、画师、点阵动画师和认真的读者。选一个角色，在社区里留下你的第一笔，下一章的署名里就有你。',
    en: 'The Novel Project needs writers, illustrators, pixel animators and careful readers. Pick a role, make your first mark in the community, and your name goes into the next chapter’s credits.',
  },
  story: [
    {
      id: 'roles',
      heading: { cn: '你可以做什么', en: 'What you can do' },
      table: [
        {
          label: { cn: '作者', en: 'Writers' },
          value: {
            cn: '提交故事走向，或接力写一段正文。',
            en: 'Pitch where the story goes, or draft a passage of the chapter.',
          },
        },
        {
          label: { cn: '画师', en: 'Illustrators' },
          value: { cn: '把关键场景画成键帽图案。', en: 'Turn the key scene into keycap art.' },
        },
        {
          label: { cn: '点阵动画师', en: 'Pixel animators' },
          value: {
            cn: '在 AM Master 里把场景做成面板动画。',
            en: 'Animate the scene for the panel in AM Master.',
          },
        },
        {
          label: { cn: '读者', en: 'Readers' },
          value: {
            cn: '投票、挑错、提出问题，让故事更好。',
            en: 'Vote, spot mistakes, ask questions — make the story better.',
          },
        },
      ],
    },
  ],
  rounds: [],
  howTo: [
    {
      cn: '登录社区，设置好昵称——它会出现在署名里。',
      en: 'Sign in to the community and set your nickname — it goes into the credits.',
    },
    {
      cn: '打开小说计划的任务，读一读置顶的写作指南。',
      en: 'Open the Novel Project task and read the pinned writing guide.',
    },
    {
      cn: '在评论里留下你的作品，并写明你的角色。',
      en: 'Post your contribution as a comment and say which role you are taking.',
    },
    {
      cn: '编辑组每周整理一次，被采用的内容会收到通知。',
      en: 'The editors gather contributions weekly; you are notified when yours is used.',
    },
  ],
  rules: [
    {
      cn: '一次可以提交多件作品，但请不要重复刷屏。',
      en: 'Post as many contributions as you like, but do not flood the thread.',
    },
    {
      cn: '尊重其他作者的设定，改动前先在评论里讨论。',
      en: 'Respect what others have written; discuss changes in the comments first.',
    },
    {
      cn: '你保留作品的著作权，并授权我们在章节和产品中使用。',
      en: 'You keep the copyright and license us to use your work in the chapter and the products.',
    },
  ],
  cta: { label: { cn: '去社区开始', en: 'Start on the task board' } },
  links: [
    { to: '/the-novel-project/', label: { cn: '读读小说计划', en: 'Read about the project' } },
    { to: '/led-competition-2025/', label: { cn: '2025 灯效设计大赛', en: 'The 2025 LED effect contest' } },
  ],
};
