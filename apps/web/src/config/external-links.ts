import type { Language } from '@/lib/language';

/**
 * Addresses outside this site that are not settings. The store, studio, contact, subscribe and
 * social links are settings staff edit (issue 17: lib/site-links.ts, defaults in the contracts).
 */

/** China mode shows the public-security filing; the number links to the filing register. */
export const FILING_NUMBER = '11010502000000';
export const FILING_LINK = `https://beian.mps.gov.cn/#/query/webSearch?code=${FILING_NUMBER}`;

export type SocialNetwork =
  'qq' | 'weibo' | 'bilibili' | 'discord' | 'facebook' | 'instagram' | 'youtube' | 'twitter';

/** Spec 2: QQ, Weibo, Bilibili in China mode; Discord, Facebook, Instagram, YouTube, Twitter overseas. */
export const SOCIAL_NETWORKS: Record<Language, readonly SocialNetwork[]> = {
  cn: ['qq', 'weibo', 'bilibili'],
  en: ['discord', 'facebook', 'instagram', 'youtube', 'twitter'],
};
