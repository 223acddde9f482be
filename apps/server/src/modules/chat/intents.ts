import type { ChatLanguage } from '@miao/contracts/chat';
import type { Db } from '../../db/client';
import { balances } from '../coin/balances';
import { listMyOrders } from '../orders/service';
import { sitePath, type Answer } from './builtin';

/**
 * Questions answered from the asking member's own data (or a pointer to where it lives) rather
 * than from the site's copy. Only the signed-in member's id reaches an intent, never a name or an
 * id from the question, so no answer can hold another member's data. An intent is a matcher and
 * an answer.
 */
export interface IntentContext {
  db: Db;
  /** The signed-in member; undefined for a visitor. */
  userId: number | undefined;
  language: ChatLanguage;
}

export interface Intent {
  name: string;
  matches(question: string): boolean;
  answer(context: IntentContext): Promise<Answer>;
}

const text = (language: ChatLanguage, cn: string, en: string) => (language === 'cn' ? cn : en);

const signInFirst = (language: ChatLanguage, what: { cn: string; en: string }): Answer => ({
  text: text(
    language,
    `登录后我才能查看${what.cn}：请先登录，再问我一次。`,
    `I can look up ${what.en} once you are signed in: please sign in and ask me again.`,
  ),
  citations: [{ title: text(language, '用户中心', 'User center'), url: sitePath(language, '/user-center/') }],
  unknown: false,
});

const balance: Intent = {
  name: 'balance',
  matches: (q) =>
    /\b(balance|how many (miao )?coins?|my (miao ?)?coins?)\b/i.test(q) ||
    /(余额|多少.{0,6}(币|coin)|我的.{0,4}(喵币|miao ?coin))/i.test(q),
  async answer({ db, userId, language }) {
    if (userId === undefined)
      return signInFirst(language, { cn: '你的 MIAO COIN 余额', en: 'your MIAO COIN balance' });
    const { count_list } = await balances(db, userId);
    const lines = count_list.map((c) => `${c.coin_name}: ${c.count}`);
    return {
      text: text(
        language,
        `你当前的余额：${lines.join('；')}。收支明细在用户中心的余额记录里。`,
        `Your balance right now: ${lines.join('; ')}. Every movement is listed in the balance history of your user center.`,
      ),
      citations: [
        { title: text(language, '用户中心', 'User center'), url: sitePath(language, '/user-center/') },
      ],
      unknown: false,
    };
  },
};

const verify: Intent = {
  name: 'verify',
  matches: (q) =>
    /\b(verify|verification|serial|sn( code)?|counterfeit|genuine|authentic|fake)\b/i.test(q) ||
    /(验证|验真|真伪|序列号|防伪|正品|SN ?码)/i.test(q),
  async answer({ language }) {
    // spec 2: where the SN code is
    return {
      text: text(
        language,
        '在验证页面输入键盘的 SN 码并完成滑动验证，就会显示生产日期、制造商和产品名称。SN 码的位置：CYBERBOARD 在底部右侧，HATSU 在左右两侧，鼠标垫在右上角的布面下。查不到时请核对 SN 码和购买渠道，谨防假冒。',
        'Enter the SN code of your keyboard on the verification page and complete the slide puzzle: it shows the production date, the manufacturer and the product name. Where the SN code is: CYBERBOARD at the bottom right, HATSU on its left and right sides, mats at the top right under the cloth. If nothing is found, check the code and where you bought it, and beware of counterfeits.',
      ),
      citations: [
        {
          title: text(language, '序列号验证', 'Serial number verification'),
          url: sitePath(language, '/verify/'),
        },
      ],
      unknown: false,
    };
  },
};

/** How many of the member's newest orders an answer names. */
const RECENT_ORDERS = 3;
const ORDER_STATUS_WORDS = {
  created: { cn: '待付款', en: 'awaiting payment' },
  paid: { cn: '已付款', en: 'paid' },
  refunded: { cn: '已退款', en: 'refunded' },
  cancelled: { cn: '已取消', en: 'cancelled' },
} as const;

const order: Intent = {
  name: 'order',
  matches: (q) =>
    /\b(where('s| is) my (order|parcel|package)|my orders?|order status|track(ing)?( my)? (order|parcel|package))\b/i.test(
      q,
    ) || /(我的订单|订单.{0,4}(状态|到哪|进度|查询)|物流|快递.{0,4}(到哪|信息)|什么时候发货)/.test(q),
  async answer({ db, userId, language }) {
    if (userId === undefined) {
      // the rule every order follows, which needs no sign-in
      const first = signInFirst(language, { cn: '你的订单', en: 'your orders' });
      return {
        ...first,
        text: `${first.text}${text(language, '所有订单按付款顺序发货，团购和预售订单也一样。', ' Every order ships in order of payment, group buys and pre-orders included.')}`,
        citations: [
          ...first.citations,
          {
            title: text(language, '售后服务说明', 'Returns, exchanges and repairs'),
            url: sitePath(language, '/after-sales/#shipping'),
          },
        ],
      };
    }
    // the member's own orders only: bound to them, or bought with their e-mail or phone
    const { rows, count } = await listMyOrders(db, userId, { page_number: 1, page_size: RECENT_ORDERS });
    const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : '');
    const lines = rows.map((row) =>
      language === 'cn'
        ? `${row.orderNo}：${ORDER_STATUS_WORDS[row.status].cn}${row.paidAt ? `（${day(row.paidAt)} 付款）` : ''}`
        : `${row.orderNo}: ${ORDER_STATUS_WORDS[row.status].en}${row.paidAt ? ` (paid ${day(row.paidAt)})` : ''}`,
    );
    const found =
      count === 0
        ? text(
            language,
            '你的账号下还没有订单。如果用别的邮箱或手机号下过单，可以在用户中心用订单号认领。',
            'No orders are linked to your account yet. If you ordered with another e-mail or phone, claim the order by its number in your user center. ',
          )
        : text(
            language,
            `你最近的订单：${lines.join('；')}。${count > rows.length ? `共 ${count} 个订单，` : ''}`,
            `Your latest orders: ${lines.join('; ')}.${count > rows.length ? ` ${count} orders in all.` : ''} `,
          );
    return {
      text: text(
        language,
        `${found}订单和物流信息在用户中心查看。我们按付款顺序发货；如果订单有问题，请带上订单号联系客服。`,
        `${found}Your orders and their shipping are shown in your user center. We ship in order of payment; if something is wrong with an order, contact us with its order number.`,
      ),
      citations: [
        { title: text(language, '用户中心', 'User center'), url: sitePath(language, '/user-center/') },
        {
          title: text(language, '售后服务说明', 'Returns, exchanges and repairs'),
          url: sitePath(language, '/after-sales/'),
        },
      ],
      unknown: false,
    };
  },
};

const greeting: Intent = {
  name: 'greeting',
  matches: (q) => /^\s*(hi|hello|hey|你好|您好|嗨|哈喽)[\s!！。.,，?？]*$/i.test(q),
  async answer({ language }) {
    return {
      text: text(
        language,
        '你好！我可以回答关于我们的产品、规格、售后、定金和发货的问题；登录后也能查你的 MIAO COIN 余额。',
        'Hello! Ask me about our products and their specifications, returns, deposits and shipping; signed in, I can also tell you your MIAO COIN balance.',
      ),
      citations: [],
      unknown: false,
    };
  },
};

export const INTENTS: readonly Intent[] = [greeting, balance, order, verify];

export function intentFor(question: string): Intent | undefined {
  return INTENTS.find((intent) => intent.matches(question));
}
