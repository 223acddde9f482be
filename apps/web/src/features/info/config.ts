import { defaultSiteLink } from '@/lib/site-links';

const env = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The community the join-us block opens, set at build time: VITE_COMMUNITY_QR_URL is what the QR
 * code in China mode encodes (a QQ or WeChat group invitation; default the QQ group of the footer);
 * VITE_CHAT_WIDGET_URL is the chat widget the overseas block embeds in an iframe (empty by default:
 * a placeholder with a link to the community chat shows instead — the server's CSP must list the
 * widget's origin under frame-src before one is set; decision 007).
 */
export const COMMUNITY_QR_URL: string =
  env(import.meta.env.VITE_COMMUNITY_QR_URL) || defaultSiteLink('qq', 'cn') || 'https://qm.qq.com/';

export const CHAT_WIDGET_URL: string = env(import.meta.env.VITE_CHAT_WIDGET_URL);

/** Where the overseas placeholder sends people until the widget is configured. */
export const COMMUNITY_CHAT_LINK: string = defaultSiteLink('discord', 'en') ?? 'https://discord.com/';
