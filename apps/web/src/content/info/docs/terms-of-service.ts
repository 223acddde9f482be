import type { DocPage } from '@/content/info/types';

export const page: DocPage = {
  key: 'terms-of-service',
  eyebrow: { cn: '服务条款', en: 'Terms of service' },
  title: { cn: '使用本站的约定', en: 'The terms of using this site' },
  description: {
    cn: '账户与登录、在外部商城购买、预售与折扣、社区任务板的行为准则、投稿的权利、MIAO COIN 的性质——使用 MIAO 网站与社区前请阅读。',
    en: 'Accounts and sign-in, buying through our store, pre-orders and discounts, how we behave on the community task board, the rights to what you post, and what MIAO COIN is — please read before using the MIAO site and community.',
  },
  updated: '2026-10-01',
  sections: [
    {
      id: 'scope',
      heading: { cn: '适用范围', en: 'What these terms cover' },
      paragraphs: [
        {
          cn: '本条款适用于 MIAO 网站、社区任务板（DAO）以及我们在站内提供的下载和服务。使用本站即表示你同意本条款；如果你不同意，请不要使用。',
          en: 'These terms cover the MIAO website, the community task board (the DAO) and the downloads and services we offer on the site. By using the site you agree to them; if you do not, please do not use it.',
        },
        {
          cn: '本站有两种模式：中国大陆模式（中文）和海外模式（英文）。两种模式下的购买渠道、联系方式和社交平台不同，条款的其余部分相同。',
          en: 'The site has two modes: mainland China mode (Chinese) and overseas mode (English). They differ in where you buy, how we contact you and which social channels we use; everything else in these terms is the same.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: { cn: '账户与登录', en: 'Accounts and sign-in' },
      points: [
        {
          cn: '中国大陆模式使用手机号和验证码登录，海外模式使用电子邮箱和验证码登录。',
          en: 'You sign in with your mobile number and a code in China mode, and with your e-mail address and a code overseas.',
        },
        {
          cn: '请保管好你的设备和邮箱；通过你的账户进行的操作，视为你本人的操作。',
          en: 'Keep your devices and mailbox safe: what is done through your account counts as done by you.',
        },
        {
          cn: '昵称和头像不得冒充他人，也不得含有违法或冒犯性的内容。',
          en: 'Your nickname and avatar may not impersonate anyone or contain unlawful or offensive content.',
        },
      ],
    },
    {
      id: 'purchases',
      heading: { cn: '购买', en: 'Buying' },
      paragraphs: [
        {
          cn: '本站只展示产品，购买在我们的官方外部商城完成。订单、付款和发票以商城的规则为准；退换货和维修按“售后服务”页面执行。',
          en: 'This site shows our products; you buy them in our official external store. Orders, payments and invoices follow the store’s rules; returns, exchanges and repairs follow our After sales page.',
        },
      ],
    },
    {
      id: 'pre-orders-and-discounts',
      heading: { cn: '预售、团购与折扣', en: 'Pre-orders, group buys and discounts' },
      points: [
        {
          cn: '预售和团购（GB）商品需先支付全价 20% 的定金，开始生产前可退，开始生产后不退。',
          en: 'Pre-order and group-buy (GB) products need a deposit of 20% of the full price, refundable until production starts and not after.',
        },
        {
          cn: '部分预售设有早鸟价：在商品页写明的日期之前付款，可享全价 8 折。',
          en: 'Some pre-sales have an early-bird price: pay before the date shown on the product page and you get 20% off the full price.',
        },
        {
          cn: '参与公测的成员可以以正式价格的 95 折购买该产品。',
          en: 'Members who took part in a product’s open beta can buy it at 95% of the final price.',
        },
        {
          cn: '所有订单按付款先后发货。',
          en: 'All orders ship in the order they were paid.',
        },
      ],
    },
    {
      id: 'community',
      heading: { cn: '社区准则', en: 'Community rules' },
      paragraphs: [
        {
          cn: '任务板是大家一起做东西的地方。请友善、就事论事；不要发布广告、违法内容、他人的隐私，或你无权使用的作品。',
          en: 'The task board is where we make things together. Be kind and stay on topic; do not post advertising, unlawful content, other people’s private information or work you have no right to use.',
        },
        {
          cn: '投票每人按任务设定的次数进行，请不要用多个账户刷票。我们可以删除违反准则的内容，情节严重的可以停用账户。',
          en: 'Vote only as many times as a task allows, and never with several accounts. We may remove content that breaks these rules and, in serious cases, suspend the account.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: { cn: '你发布的内容', en: 'What you post' },
      paragraphs: [
        {
          cn: '你在社区发布的文字、图片、灯效和设计，著作权仍然属于你。为了展示和讨论它们，你授予我们在本站和我们的社交账号上展示、转发这些内容的非独占许可。',
          en: 'You keep the copyright in the text, images, light effects and designs you post. So that we can show and discuss them, you give us a non-exclusive licence to display and share them on this site and our social channels.',
        },
        {
          cn: '参赛作品如果获奖并投产，我们会在投产前与你单独确认，并按该设计销售额的 1% 向你支付设计分成。',
          en: 'If a contest entry wins and goes into production, we agree the details with you first and pay you a design share of 1% of that design’s sales.',
        },
      ],
    },
    {
      id: 'miao-coin',
      heading: { cn: 'MIAO COIN', en: 'MIAO COIN' },
      points: [
        {
          cn: 'MIAO COIN 是社区积分，用于奖励贡献和在社区内流转，不是货币、证券或投资品，不能兑换为现金。',
          en: 'MIAO COIN is a community point used to reward contributions and pass within the community. It is not money, a security or an investment, and cannot be exchanged for cash.',
        },
        {
          cn: '转出到钱包地址的 MIAO COIN 一经完成无法撤回，请仔细核对地址。',
          en: 'A transfer to a wallet address cannot be undone once it is made — check the address carefully.',
        },
        {
          cn: '通过作弊、刷票或漏洞获得的 MIAO COIN，我们可以收回。',
          en: 'We may take back coin obtained by cheating, vote manipulation or exploiting a bug.',
        },
      ],
    },
    {
      id: 'our-content',
      heading: { cn: '本站内容', en: 'Our content' },
      paragraphs: [
        {
          cn: '本站的文字、插图、产品设计和软件属于 MIAO 或其授权方。你可以为个人、非商业目的分享页面链接；其他用途请先联系我们。',
          en: 'The text, drawings, product designs and software on this site belong to MIAO or its licensors. You are welcome to share links to our pages for personal, non-commercial purposes; for anything else, ask us first.',
        },
      ],
    },
    {
      id: 'liability',
      heading: { cn: '责任', en: 'Liability' },
      paragraphs: [
        {
          cn: '我们尽力让本站准确、可用，但无法保证它从不出错或从不中断。产品参数以商品页和实物为准；在法律允许的范围内，我们不对间接损失负责。你依法享有的消费者权利不受本条款影响。',
          en: 'We work to keep the site accurate and available, but cannot promise it is never wrong or never down. Product details are as stated on the product page and as delivered; to the extent the law allows, we are not liable for indirect losses. Nothing here limits your statutory consumer rights.',
        },
      ],
    },
    {
      id: 'changes',
      heading: { cn: '条款的变更', en: 'Changes to these terms' },
      paragraphs: [
        {
          cn: '条款变更时，我们会更新本页顶部的日期；重要变更会在社区公告。变更后继续使用本站，即表示你接受新的条款。',
          en: 'When these terms change we update the date at the top of this page, and announce important changes in the community. Using the site after a change means you accept the new terms.',
        },
      ],
    },
  ],
  related: ['/after-sales/', '/privacy-policy/', '/about-us/'],
};
