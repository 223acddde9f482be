/**
 * The store and social links of the site's chrome (issue 17), and their first values. The server
 * seeds them once (staff edit them in the console afterwards); the web renders them until the
 * server's values arrive. Brand-owned addresses are placeholders until staff set the real ones.
 */
export const SITE_LINK_KEYS = [
  'store',
  'studio',
  'contact',
  'qq',
  'weibo',
  'bilibili',
  'discord',
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  // the info pages' join-us block (spec 2, decision 064)
  'community_qr',
  'chat_widget',
] as const;
export type SiteLinkKey = (typeof SITE_LINK_KEYS)[number];

export interface SiteLinkValues {
  /** Used when the mode has no link of its own (spec 2: a language-specific link wins). */
  url: string;
  cn_url: string;
  overseas_url: string;
}

const generic = (url: string): SiteLinkValues => ({ url, cn_url: '', overseas_url: '' });

export const SITE_LINK_DEFAULTS: Record<SiteLinkKey, SiteLinkValues> = {
  // spec 1: selling is through an external store, one per mode
  store: { url: '', cn_url: 'https://store-cn.example.com/', overseas_url: 'https://store.example.com/' },
  studio: generic('https://studio.example.com/'),
  contact: { url: '', cn_url: 'mailto:service-cn@example.com', overseas_url: 'mailto:support@example.com' },
  qq: generic('https://qm.qq.com/q/miao'),
  weibo: generic('https://weibo.com/miao'),
  bilibili: generic('https://space.bilibili.com/miao'),
  discord: generic('https://discord.gg/miao'),
  facebook: generic('https://www.facebook.com/miao'),
  instagram: generic('https://www.instagram.com/miao/'),
  youtube: {
    url: 'https://www.youtube.com/@miao',
    cn_url: 'https://www.youtube.com/@miao-cn',
    overseas_url: '',
  },
  twitter: { url: 'https://x.com/miao', cn_url: '', overseas_url: 'https://x.com/miao_global' },
  // what the China-mode QR code opens; none: the QQ link
  community_qr: generic(''),
  // the overseas chat widget, embedded in an iframe (https only); none: a link to the Discord instead
  chat_widget: generic(''),
};

/** The link of a mode: its own, else the generic one; undefined when neither is set. */
export function siteLinkFor(values: SiteLinkValues, mode: 'cn' | 'en'): string | undefined {
  const own = mode === 'cn' ? values.cn_url : values.overseas_url;
  return own || values.url || undefined;
}
