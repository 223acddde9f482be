import { splitLanguagePrefix, type Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';
import { pageTitle } from './page-title';
import type { PageHandle } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph title: a landing page's fuller title, else the document title. */
  ogTitle: string;
  canonical: string;
  /** The share card's image, absolute (decision 049); undefined when the origin is unknown. */
  image?: string;
  alternates: Array<{ hreflang: 'zh-CN' | 'en' | 'x-default'; href: string }>;
  locale: 'zh_CN' | 'en_US';
  /** A member's own page: search engines leave it out. */
  noindex?: boolean;
}

/**
 * Title, description, canonical and alternate-language addresses of a page. The canonical is the
 * page in its language's prefix without a query (`p` only picks a slide); `origin` makes them
 * absolute when the server knows its public address.
 */
export function pageMeta(
  handle: PageHandle,
  pathname: string,
  language: Language,
  i18n: Pick<Translator, 't' | 'exists'>,
  origin = '',
  /** The page's own description and Open Graph title (its route module's `meta`). */
  own: { description?: string; ogTitle?: string; title?: string; image?: string } = {},
): PageMeta {
  const { rest } = splitLanguagePrefix(pathname);
  const base = origin.replace(/\/+$/, '');
  // a page of its own content (a task) is titled by it, on the server's render too (decision 049)
  const title = own.title ?? pageTitle(handle.title, i18n);
  const description = own.description ?? i18n.t('layout.description');
  const ogTitle = own.ogTitle ?? title;
  return {
    title,
    description,
    ogTitle,
    canonical: `${base}/${language}${rest}`,
    ...(own.image && /^https?:\/\//.test(own.image) ? { image: own.image } : {}),
    alternates: [
      { hreflang: 'zh-CN', href: `${base}/cn${rest}` },
      { hreflang: 'en', href: `${base}/en${rest}` },
      { hreflang: 'x-default', href: `${base}${rest}` },
    ],
    locale: language === 'cn' ? 'zh_CN' : 'en_US',
    ...(handle.noindex || handle.personal ? { noindex: true } : {}),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The `<head>` tags of the meta: description, canonical, alternates, Open Graph and Twitter card. */
export function metaTags(meta: PageMeta): string[] {
  const tag = (attrs: Record<string, string>) =>
    `<${'href' in attrs ? 'link' : 'meta'} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')} />`;
  const absolute = /^https?:\/\//.test(meta.canonical);
  return [
    ...(meta.noindex ? [tag({ name: 'robots', content: 'noindex' })] : []),
    tag({ name: 'description', content: meta.description }),
    tag({ rel: 'canonical', href: meta.canonical }),
    ...meta.alternates.map((alt) => tag({ rel: 'alternate', hreflang: alt.hreflang, href: alt.href })),
    tag({ property: 'og:site_name', content: 'MIAO' }),
    tag({ property: 'og:type', content: 'website' }),
    tag({ property: 'og:title', content: meta.ogTitle }),
    tag({ property: 'og:description', content: meta.description }),
    ...(absolute ? [tag({ property: 'og:url', content: meta.canonical })] : []),
    tag({ property: 'og:locale', content: meta.locale }),
    ...(meta.image ? [tag({ property: 'og:image', content: meta.image })] : []),
    tag({ name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag({ name: 'twitter:title', content: meta.ogTitle }),
    tag({ name: 'twitter:description', content: meta.description }),
    ...(meta.image ? [tag({ name: 'twitter:image', content: meta.image })] : []),
  ];
}
