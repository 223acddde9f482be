// The pages of the newsletter's confirmation link (decision 024), in both languages: the link says
// nothing of the reader's language.
import { bilingualPage, postButton, type LinkPages } from '../../platform/unsubscribe';
import { NEWSLETTER_CONFIRM_HOURS, type ConfirmState } from './newsletter-service';

function confirmedPage(): string {
  return bilingualPage('Subscription confirmed · 订阅成功', {
    en: 'You are subscribed to the MIAO newsletter. Every mail has an unsubscribe link.',
    cn: '您已订阅 MIAO 新闻邮件。每封邮件都带有退订链接。',
  });
}

function expiredPage(): string {
  return bilingualPage('Link expired · 链接已过期', {
    en: `This confirmation link worked for ${NEWSLETTER_CONFIRM_HOURS} hours and has expired. Subscribe again from the footer of the site for a new one.`,
    cn: `这个确认链接的有效期为 ${NEWSLETTER_CONFIRM_HOURS} 小时，现已过期。请在网站页脚重新订阅以获取新的链接。`,
  });
}

export const NEWSLETTER_CONFIRM_PAGES: LinkPages<ConfirmState> = {
  ask: (state, action) => {
    if (state === 'confirmed') return confirmedPage();
    if (state === 'expired') return expiredPage();
    return bilingualPage(
      'Confirm your subscription · 确认订阅',
      {
        en: 'Receive the MIAO newsletter at this address: new products, group buys and restocks?',
        cn: '用此邮箱接收 MIAO 新闻邮件（新品、团购和补货通知）？',
      },
      postButton(action, 'Confirm · 确认订阅'),
    );
  },
  done: (state) => (state === 'expired' ? expiredPage() : confirmedPage()),
  invalid: () =>
    bilingualPage('Link not valid · 链接无效', {
      en: 'This confirmation link is not valid.',
      cn: '这个确认链接无效。',
    }),
};
