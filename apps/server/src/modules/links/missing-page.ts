// The page of a short link that does not exist (issue 38): people follow these from print and
// chats, so they get a page in their language with a way on, not a JSON refusal.
import { escapeHtml } from '../../platform/sanitize';

const COPY = {
  cn: {
    title: '短链接不存在',
    text: '这个短链接不存在或已失效，请检查地址，或从首页继续浏览。',
    home: '返回首页',
    lang: 'zh-CN',
  },
  en: {
    title: 'Short link not found',
    text: 'This short link does not exist or has expired. Check the address, or carry on from the home page.',
    home: 'Go to the home page',
    lang: 'en',
  },
} as const;

/** Spec 1's rule on the browser's languages: zh (cn, zh-cn, zh-tw) reads cn, anything else en. */
export function languageOfHeader(header: string | undefined): 'cn' | 'en' {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') || first.startsWith('cn') ? 'cn' : 'en';
}

/** True when the caller asks for JSON and not for a page (an API client, not a browser). */
export function wantsJson(accept: string | undefined): boolean {
  return !!accept && accept.includes('application/json') && !accept.includes('text/html');
}

export function missingShortLinkPage(language: 'cn' | 'en', home: string): string {
  const copy = COPY[language];
  return (
    `<!doctype html><html lang="${copy.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(copy.title)} · MIAO</title></head>` +
    `<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b0f;color:#f2f2f5;` +
    `font-family:Inter,'Segoe UI','Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif">` +
    `<main style="max-width:36rem;padding:2rem 1.5rem;text-align:center">` +
    `<p style="margin:0 0 1rem;color:#3cf0ff;font-size:.875rem;letter-spacing:.3em">404</p>` +
    `<h1 style="margin:0 0 1rem;font-size:clamp(1.75rem,5vw,2.75rem);letter-spacing:-.01em">${escapeHtml(copy.title)}</h1>` +
    `<p style="margin:0 0 2rem;color:#8a8a96;line-height:1.6">${escapeHtml(copy.text)}</p>` +
    `<a href="${escapeHtml(home)}" style="display:inline-block;padding:.75rem 1.75rem;border-radius:999px;` +
    `background:#3cf0ff;color:#0b0b0f;text-decoration:none;font-weight:600">${escapeHtml(copy.home)}</a>` +
    `</main></body></html>`
  );
}
