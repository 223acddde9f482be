import type { DocPage } from '@/content/info/types';

export const page: DocPage = {
  key: 'after-sales',
  eyebrow: { cn: '售后服务', en: 'After sales' },
  title: { cn: '售后服务说明', en: 'Returns, exchanges and repairs' },
  description: {
    cn: '7 天退货、指定商品 15 天换货、特殊商品仅换新或维修、按付款顺序发货、手工键帽 24 小时规则、预售定金 20% 在投产前可退——所有售后规则都在这一页。',
    en: 'Returns within 7 days, exchanges within 15 days for selected products, replacement or repair for special products, shipping in order of payment, the 24-hour rules for artisan keycaps and the 20% pre-order deposit refundable until production — every after-sales rule on one page.',
  },
  updated: '2026-10-01',
  facts: [
    {
      value: { cn: '7 天', en: '7 days' },
      label: { cn: '签收后可申请退货', en: 'to return after delivery' },
    },
    {
      value: { cn: '15 天', en: '15 days' },
      label: { cn: '指定商品签收后可换货', en: 'to exchange selected products' },
    },
    {
      value: { cn: '24 小时', en: '24 hours' },
      label: { cn: '手工键帽的取消与退货时限', en: 'to cancel or return artisan keycaps' },
    },
    {
      value: { cn: '20%', en: '20%' },
      label: { cn: '预售定金，投产前可退', en: 'pre-order deposit, refundable until production' },
    },
  ],
  sections: [
    {
      id: 'returns',
      heading: { cn: '7 天退货', en: 'Returns within 7 days' },
      paragraphs: [
        {
          cn: '签收之日起 7 天内，你可以为未使用、配件齐全、包装完好的商品申请退货。请先联系客服并提供订单号，我们会告诉你寄回地址和注意事项；收到商品并检查无误后，货款原路退回。',
          en: 'Within 7 days of delivery you can return a product that is unused, complete with its accessories and in its original packaging. Contact us first with your order number and we will send you the return address and instructions; once the product arrives and passes inspection, we refund the original payment method.',
        },
      ],
      points: [
        {
          cn: '商品有质量问题：寄回运费由我们承担。',
          en: 'If the product is faulty, we pay for the return shipping.',
        },
        {
          cn: '不喜欢或不需要了：寄回运费由你承担。',
          en: 'If you changed your mind, the return shipping is yours to pay.',
        },
        {
          cn: '未经联系直接寄回的包裹，我们可能无法识别和处理。',
          en: 'Parcels sent back without contacting us first may not be matched to an order.',
        },
      ],
    },
    {
      id: 'exchanges',
      heading: { cn: '指定商品 15 天换货', en: 'Exchanges within 15 days for selected products' },
      paragraphs: [
        {
          cn: '部分商品支持签收后 15 天内换货，例如更换轴体型号、配色或尺寸。是否支持换货会在商品页和订单中注明；换货同样需要商品完好、配件齐全。',
          en: 'Some products can be exchanged within 15 days of delivery — for a different switch, colourway or size, for example. The product page and your order say whether a product can be exchanged; exchanged items must also be in as-new condition with every accessory.',
        },
      ],
    },
    {
      id: 'special-products',
      heading: { cn: '特殊商品：仅换新或维修', en: 'Special products: replacement or repair only' },
      paragraphs: [
        {
          cn: '限定版、编号版、定制刻字或定制灯效的商品，以及商品页标注为“特殊商品”的产品，不支持无理由退货。如果它们出现质量问题，我们会为你换新或维修。',
          en: 'Limited and numbered editions, products with custom engraving or custom light text, and anything its page marks as a special product cannot be returned because you changed your mind. If one of them is faulty, we replace or repair it.',
        },
      ],
      note: {
        cn: '下单前请确认商品页上的说明：特殊商品一经售出，只换新或维修，不退款。',
        en: 'Check the product page before you order: special products are replaced or repaired, never refunded.',
      },
    },
    {
      id: 'shipping',
      heading: { cn: '发货顺序', en: 'Shipping order' },
      paragraphs: [
        {
          cn: '所有订单按付款时间先后发货，团购和预售订单也一样。我们无法为个别订单插队，这样对每一位先付款的朋友才公平。',
          en: 'Every order ships in the order its payment arrived — group buys and pre-orders included. We cannot move a single order ahead of the queue; that is how it stays fair to everyone who paid first.',
        },
        {
          cn: '发货后你会收到物流单号。预售商品的预计发货时间写在商品页上，如有变化我们会主动通知。',
          en: 'You receive a tracking number once your parcel leaves us. The expected shipping window of a pre-order is on its product page, and we tell you if it changes.',
        },
      ],
    },
    {
      id: 'artisan-keycaps',
      heading: { cn: '手工键帽的 24 小时规则', en: 'The 24-hour rules for artisan keycaps' },
      paragraphs: [
        {
          cn: '手工键帽由匠人逐颗制作，数量很少，所以规则更短、更明确：',
          en: 'Artisan keycaps are made one at a time by hand and in very small numbers, so their rules are shorter and stricter:',
        },
      ],
      points: [
        {
          cn: '付款后 24 小时内可以取消订单，全额退款。',
          en: 'You can cancel within 24 hours of payment for a full refund.',
        },
        {
          cn: '签收后 24 小时内，未拆封的键帽可以申请退货。',
          en: 'An unopened keycap can be returned within 24 hours of delivery.',
        },
        {
          cn: '超过时限或已拆封的键帽不再退货；如有制作瑕疵，请联系我们处理。',
          en: 'After that, or once opened, it cannot be returned; if it has a making defect, contact us and we will put it right.',
        },
      ],
    },
    {
      id: 'pre-orders',
      heading: { cn: '预售与定金', en: 'Pre-orders and deposits' },
      paragraphs: [
        {
          cn: '预售商品先付定金，金额为全价的 20%。在商品开始生产之前，定金可以全额退还；开始生产后，定金不再退还，因为你的那一台已经在产线上了。',
          en: 'A pre-order starts with a deposit of 20% of the full price. Until production starts the deposit is fully refundable; once production starts it is not, because your unit is already on the line.',
        },
        {
          cn: '开始生产的时间会提前在商品页公布，并通过短信或邮件通知你。尾款在发货前支付。',
          en: 'We announce the production start on the product page beforehand and tell you by text message or e-mail. The balance is paid before shipping.',
        },
      ],
      table: [
        { label: { cn: '定金', en: 'Deposit' }, value: { cn: '全价的 20%', en: '20% of the full price' } },
        {
          label: { cn: '投产前', en: 'Before production' },
          value: { cn: '可全额退还', en: 'Fully refundable' },
        },
        {
          label: { cn: '投产后', en: 'After production starts' },
          value: { cn: '不退还', en: 'Not refundable' },
        },
        { label: { cn: '尾款', en: 'Balance' }, value: { cn: '发货前支付', en: 'Paid before shipping' } },
      ],
    },
    {
      id: 'repairs',
      heading: { cn: '维修与保修', en: 'Repairs and warranty' },
      paragraphs: [
        {
          cn: '每件商品的保修期写在商品页上。保修期内的质量问题免费维修或换新；人为损坏、进液或自行改装导致的问题，我们提供付费维修。',
          en: 'Each product’s warranty period is stated on its page. Faults within it are repaired or replaced free of charge; damage from drops, liquid or your own modifications can be repaired for a fee.',
        },
        {
          cn: '联系售后时请准备好订单号和产品序列号。序列号的位置：CYBERBOARD 在底部右下角，AM HATSU 在左右两侧，桌垫在右上角的布面下方。',
          en: 'Have your order number and the product’s serial number ready when you contact us. Where to find it: on a CYBERBOARD, bottom right; on AM HATSU, on the left and right sides; on a desk mat, top right under the cloth.',
        },
      ],
    },
    {
      id: 'contact',
      heading: { cn: '如何联系售后', en: 'How to reach us' },
      steps: [
        {
          cn: '准备订单号、序列号，以及问题的照片或视频。',
          en: 'Have your order number, the serial number and a photo or video of the problem ready.',
        },
        {
          cn: '通过页面底部的“联系我们”发给客服。',
          en: 'Send them to us through “Contact us” at the bottom of the page.',
        },
        { cn: '我们会在 2 个工作日内回复处理方案。', en: 'We reply with a solution within 2 working days.' },
      ],
    },
  ],
  related: ['/terms-of-service/', '/about-us/', '/products/'],
};
