import type { Language } from '@/lib/language';

/**
 * Addresses outside this site, by mode. Brand-owned sites are placeholders on example.com until
 * the real ones are configured; social links point at the platforms' brand pages.
 */
export interface LocalizedLink {
  /** Used when the language has no link of its own (spec 2: a language-specific link wins). */
  default?: string;
  cn?: string;
  en?: string;
}

export function pickLink(link: LocalizedLink, language: Language): string | undefined {
  return link[language] ?? link.default;
}

/** Selling goes through an external store (spec 1): one per mode. */
export const STORE_LINK: LocalizedLink = {
  cn: 'https://store-cn.example.com/',
  en: 'https://store.example.com/',
};

export const STUDIO_LINK: LocalizedLink = { default: 'https://studio.example.com/' };

/** Overseas only: the newsletter sign-up. */
export const SUBSCRIBE_LINK: LocalizedLink = { en: 'https://newsletter.example.com/subscribe' };

export const CONTACT_LINK: LocalizedLink = {
  cn: 'mailto:service-cn@example.com',
  en: 'mailto:support@example.com',
};

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

export const SOCIAL_LINKS: Record<SocialNetwork, LocalizedLink> = {
  qq: { default: 'https://qm.qq.com/q/miao' },
  weibo: { default: 'https://weibo.com/miao' },
  bilibili: { default: 'https://space.bilibili.com/miao' },
  discord: { default: 'https://discord.gg/miao' },
  facebook: { default: 'https://www.facebook.com/miao' },
  instagram: { default: 'https://www.instagram.com/miao/' },
  youtube: { default: 'https://www.youtube.com/@miao', cn: 'https://www.youtube.com/@miao-cn' },
  twitter: { default: 'https://x.com/miao', en: 'https://x.com/miao_global' },
};
