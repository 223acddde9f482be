import type { DocPage } from '@/content/info/types';

export const page: DocPage = {
  key: 'privacy-policy',
  eyebrow: { cn: '隐私政策', en: 'Privacy policy' },
  title: { cn: '我们如何对待你的信息', en: 'How we treat your information' },
  description: {
    cn: 'MIAO 海外站的隐私政策：我们收集哪些信息、为什么收集、保存多久、与谁共享，以及你如何查看、更正和删除它们。',
    en: 'The privacy policy of the MIAO overseas site: what we collect and why, how long we keep it, who we share it with, and how you can see, correct and delete it.',
  },
  updated: '2026-10-01',
  sections: [
    {
      id: 'summary',
      heading: { cn: '简而言之', en: 'In short' },
      points: [
        {
          cn: '我们只收集提供服务所需的信息。',
          en: 'We collect only what we need to run the site and the community.',
        },
        { cn: '我们不出售你的个人信息。', en: 'We do not sell your personal information.' },
        {
          cn: '每封订阅邮件都带有退订链接，你也可以随时要求删除账户。',
          en: 'Every newsletter has an unsubscribe link, and you can ask us to delete your account at any time.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: { cn: '我们收集什么', en: 'What we collect' },
      table: [
        {
          label: { cn: '账户', en: 'Account' },
          value: { cn: '电子邮箱、昵称、头像', en: 'E-mail address, nickname, avatar' },
        },
        {
          label: { cn: '到货通知', en: 'Restock requests' },
          value: { cn: '你登记的产品、称呼和邮箱', en: 'The product you asked about, your name and e-mail' },
        },
        {
          label: { cn: '邮件订阅', en: 'Newsletter' },
          value: { cn: '邮箱和订阅状态', en: 'Your e-mail and whether you are subscribed' },
        },
        {
          label: { cn: '社区', en: 'Community' },
          value: {
            cn: '你发布的任务、评论、投票、点赞和上传的文件',
            en: 'The tasks, comments, votes and likes you post and the files you upload',
          },
        },
        {
          label: { cn: 'MIAO COIN', en: 'MIAO COIN' },
          value: {
            cn: '余额、流水和你填写的钱包地址',
            en: 'Balance, history and the wallet addresses you enter',
          },
        },
        {
          label: { cn: '技术信息', en: 'Technical' },
          value: {
            cn: '浏览器语言、设备类型，以及用于判断所在地区的国家代码',
            en: 'Browser language, device type, and a country code to pick your region',
          },
        },
      ],
    },
    {
      id: 'why',
      heading: { cn: '我们为什么使用它', en: 'Why we use it' },
      points: [
        { cn: '让你登录并保持登录状态。', en: 'To sign you in and keep you signed in.' },
        { cn: '在你关注的产品到货时通知你。', en: 'To tell you when a product you asked about is back.' },
        { cn: '发送你订阅的新闻邮件。', en: 'To send the newsletter you subscribed to.' },
        {
          cn: '运行社区：展示你的内容、发送通知、结算奖励。',
          en: 'To run the community: show your posts, send notifications and settle rewards.',
        },
        { cn: '保护本站，防止滥用和作弊。', en: 'To protect the site from abuse and cheating.' },
      ],
    },
    {
      id: 'cookies',
      heading: { cn: 'Cookie', en: 'Cookies' },
      paragraphs: [
        {
          cn: '我们只使用本站运行所需的 Cookie，没有广告追踪 Cookie。',
          en: 'We use only the cookies the site needs to work — no advertising or tracking cookies.',
        },
      ],
      table: [
        { label: { cn: '登录令牌', en: 'Sign-in token' }, value: { cn: '保留 1 天', en: 'Kept for 1 day' } },
        {
          label: { cn: '续期令牌', en: 'Refresh token' },
          value: { cn: '保留 30 天', en: 'Kept for 30 days' },
        },
        {
          label: { cn: '语言偏好', en: 'Language choice' },
          value: { cn: '保留 1 年', en: 'Kept for 1 year' },
        },
      ],
    },
    {
      id: 'sharing',
      heading: { cn: '与谁共享', en: 'Who we share it with' },
      paragraphs: [
        {
          cn: '我们只与帮助我们提供服务的伙伴共享必要的信息：发送邮件的服务商、存储文件的云服务商，以及你下单时使用的官方商城。它们只能按我们的要求使用这些信息。法律要求时，我们也会依法提供。',
          en: 'We share only what is necessary with the partners who help us run the service: the provider that delivers our e-mail, the cloud that stores files, and the official store you order from. They may use it only as we instruct. We also disclose information when the law requires it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: { cn: '保存多久', en: 'How long we keep it' },
      paragraphs: [
        {
          cn: '账户信息保存到你删除账户为止；到货通知在通知发出后一年内删除；退订后我们只保留你的邮箱用于确保不再发送邮件。社区中与他人讨论相关的内容，在账户删除后会匿名显示。',
          en: 'Account information is kept until you delete your account; restock requests are deleted within a year after we notify you; after you unsubscribe we keep only your address, to make sure we never write again. Community posts that are part of a conversation stay, shown as anonymous, after your account is deleted.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: { cn: '你的权利', en: 'Your rights' },
      steps: [
        {
          cn: '在个人中心查看和修改你的昵称、头像等资料。',
          en: 'See and change your nickname, avatar and profile in the user center.',
        },
        {
          cn: '点击任意订阅邮件中的退订链接即可退订。',
          en: 'Unsubscribe with the link in any newsletter.',
        },
        {
          cn: '通过“联系我们”要求导出或删除你的数据，我们会在 30 天内处理。',
          en: 'Ask for a copy or the deletion of your data through “Contact us”; we answer within 30 days.',
        },
      ],
    },
    {
      id: 'children',
      heading: { cn: '未成年人', en: 'Children' },
      paragraphs: [
        {
          cn: '本站面向 16 岁以上的用户。如果你认为我们误收集了儿童的信息，请联系我们删除。',
          en: 'The site is meant for people aged 16 and over. If you believe we hold a child’s information by mistake, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: { cn: '政策的变更', en: 'Changes to this policy' },
      paragraphs: [
        {
          cn: '本政策变更时，我们会更新顶部日期；重要变更会通过邮件告知订阅者。',
          en: 'When this policy changes we update the date at the top; subscribers hear about important changes by e-mail.',
        },
      ],
    },
  ],
  related: ['/terms-of-service/', '/after-sales/', '/about-us/'],
  chinaNote: {
    eyebrow: { cn: '隐私说明', en: 'Privacy note' },
    title: { cn: '中国大陆模式的隐私说明', en: 'Privacy in mainland China mode' },
    description: {
      cn: '中国大陆模式下，个人信息的处理以你下单的官方商城的隐私政策为准；本页说明本站自身会处理哪些信息。',
      en: 'In mainland China mode, personal information is handled under the privacy policy of the official store you order from; this note says what this site itself handles.',
    },
    paragraphs: [
      {
        cn: '本站在中国大陆模式下使用手机号和验证码登录，并保存你的昵称、头像、到货通知登记和社区内容，用途仅限于登录、通知和运行社区。',
        en: 'In China mode this site signs you in with your mobile number and a code, and keeps your nickname, avatar, restock requests and community posts — only to sign you in, notify you and run the community.',
      },
      {
        cn: '订单、支付和收货信息由官方商城处理，请在商城查阅其隐私政策。',
        en: 'Orders, payments and delivery details are handled by the official store; please read its privacy policy there.',
      },
      {
        cn: '如需查看、更正或删除你在本站的信息，请通过页面底部的“联系我们”告诉我们。',
        en: 'To see, correct or delete what this site holds about you, tell us through “Contact us” at the bottom of the page.',
      },
    ],
  },
};
