import type { DocPage } from '@/content/info/types';

export const page: DocPage = {
  key: 'about-us',
  eyebrow: { cn: '关于我们', en: 'About us' },
  title: { cn: '把键盘当作雕塑来做', en: 'We build keyboards like sculptures' },
  description: {
    cn: 'MIAO 是一支做雕塑感键盘、LED 点阵面板和桌面装备的小团队。我们小批量生产，和社区一起通过 DAO 任务板决定下一件作品。',
    en: 'MIAO is a small team making sculpted keyboards, LED dot-matrix panels and desk gear in small batches — and deciding what comes next together with our community on the DAO task board.',
  },
  updated: '2026-10-01',
  art: { kind: 'keyboard', layout: '65', led: true, ledText: 'MIAO' },
  facts: [
    {
      value: { cn: '20 台', en: '20 units' },
      label: { cn: '一次限定版常见的产量', en: 'a typical limited-edition run' },
    },
    {
      value: { cn: '1%', en: '1%' },
      label: {
        cn: '获奖设计的销售额，作为设计分成给到设计者',
        en: 'of a winning design’s sales goes to its designer',
      },
    },
    {
      value: { cn: '95 折', en: '95%' },
      label: { cn: '公测参与者的购买价格', en: 'of the price for open-beta testers' },
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: { cn: '我们是谁', en: 'Who we are' },
      paragraphs: [
        {
          cn: '我们是一群工业设计师、固件工程师和打字爱好者。我们相信桌面上最常被触碰的物件，也值得被认真地雕刻：一块键盘应该先是一件让人愿意多看一眼的作品，然后才是一件工具。',
          en: 'We are industrial designers, firmware engineers and people who type for a living. We think the object you touch most on your desk deserves to be shaped with care: a keyboard should be something you want to look at first, and a tool second.',
        },
        {
          cn: '所以我们的外壳大多是整块铝材加工，再经手工喷涂、打磨或做旧；我们给键盘装上可以自己绘制的 LED 点阵面板；我们为每一台限定版刻上属于它的编号。',
          en: 'So our cases are mostly machined from solid aluminium, then sprayed, rubbed or aged by hand; our boards carry LED dot-matrix panels you can draw on yourself; and every limited unit is engraved with a number that is its alone.',
        },
      ],
    },
    {
      id: 'what-we-make',
      heading: { cn: '我们做什么', en: 'What we make' },
      points: [
        {
          cn: '键盘：CYBERBOARD 系列、AM RELIC 80、AM HATSU、AM AFA 分体键盘等，从 60% 到 80% 配列。',
          en: 'Keyboards: the CYBERBOARD family, AM RELIC 80, AM HATSU, the AM AFA split boards and more, from 60% to 80% layouts.',
        },
        {
          cn: 'LED 点阵面板：横跨整块键盘的发光点阵，可以逐帧绘制动画，也可以随按键起舞。',
          en: 'LED dot-matrix panels: a field of light across the board that you can animate frame by frame, or let it react to every keystroke.',
        },
        {
          cn: '键帽、轴体与桌面装备：树脂键帽、冰银轴、桌垫、腕托、充电器、手机壳和耳机。',
          en: 'Keycaps, switches and desk gear: resin keycaps, Icy Silver switches, desk mats, wrist rests, chargers, phone cases and earbuds.',
        },
        {
          cn: 'AM Master：管理所有设备的软件，负责改键、面板动画和固件升级，支持 Windows、Mac 和网页版。',
          en: 'AM Master: one app for every device — remapping, panel animations and firmware updates — on Windows, Mac and the web.',
        },
      ],
    },
    {
      id: 'how-we-make-it',
      heading: { cn: '我们怎么做', en: 'How we make it' },
      paragraphs: [
        {
          cn: '我们的产品大多以小批量、团购或预售的方式生产：先收集需要，再开工，尽量不让一台键盘在仓库里落灰。限定版通常只做 20 台左右，卖完就不再复刻。',
          en: 'Most of what we make is produced in small batches, through group buys or pre-orders: we learn what people want first, then build it, so no keyboard sits gathering dust in a warehouse. Limited editions usually stop at around 20 units and are not remade.',
        },
        {
          cn: '售出的每件产品都能在我们这里找到说明书、拆装视频和固件。售后规则写在“售后服务”页面，没有藏在小字里。',
          en: 'Every product we sell keeps its manual, its disassembly videos and its firmware here. Our after-sales rules sit on the After sales page, not in small print.',
        },
      ],
    },
    {
      id: 'community',
      heading: { cn: '和社区一起做', en: 'Built with the community' },
      paragraphs: [
        {
          cn: '社区（DAO）是我们的任务板：任何成员都可以发起任务、评论、投票。新配色、新灯效、新配件，很多都是从一条任务开始的。',
          en: 'The community (our DAO) is a task board: any member can post a task, comment on it and vote. New colourways, new light effects and new accessories often start life as a single task there.',
        },
        {
          cn: '我们定期举办设计与灯效大赛。获奖设计投产后，该设计销售额的 1% 会作为设计分成交给设计者。参与公测的成员可以以 95 折购买正式版。',
          en: 'We run design and light-effect contests. When a winning design goes into production, 1% of its sales is paid to the designer as a design share. Members who take part in an open beta can buy the final product at 95% of its price.',
        },
      ],
    },
    {
      id: 'miao-coin',
      heading: { cn: 'MIAO COIN', en: 'MIAO COIN' },
      paragraphs: [
        {
          cn: 'MIAO COIN 是社区里的积分。好的评论、被采纳的建议、比赛中的作品都可能得到 MIAO COIN 奖励；你可以在个人中心查看余额和明细，也可以转给其他成员的钱包地址。',
          en: 'MIAO COIN is the community’s point. A helpful comment, an adopted idea or a contest entry can earn a MIAO COIN reward; you can see your balance and its history in the user center, and send coin to another member’s wallet address.',
        },
      ],
      note: {
        cn: 'MIAO COIN 是社区积分，不是货币，也不是投资品。',
        en: 'MIAO COIN is a community point — not money and not an investment.',
      },
    },
    {
      id: 'find-us',
      heading: { cn: '在哪里找到我们', en: 'Where to find us' },
      paragraphs: [
        {
          cn: '购买请前往我们的官方商城；新品、团购和比赛消息会第一时间发布在社区和社交账号上。页面底部有各个平台的入口，也可以扫码加入玩家群。',
          en: 'You buy from our official store; news about new products, group buys and contests goes out first in the community and on our social channels. Their links are in the footer — or join the community chat right below.',
        },
      ],
    },
  ],
  related: ['/after-sales/', '/terms-of-service/', '/dao/'],
  joinUs: true,
};
