import type { ProductSetting } from '@miao/contracts/products';
import type { TaskDetail } from '@miao/contracts/tasks';
import { catalogEntry } from '@/content/catalog';
import type { Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';
import type { PageHandle } from './routes';
import { pageTitle } from './page-title';
import {
  BRAND,
  breadcrumbData,
  organizationData,
  productData,
  type StructuredData,
} from '@/lib/seo/structured-data';

/**
 * What a page's head says of it beyond its route's name (issue 34, decision 049): a task's own
 * title, description and cover; a product's share image; the page's structured data.
 */
export interface PageSeo {
  title?: string;
  description?: string;
  /** The share card's image, absolute. */
  image: string;
  data: StructuredData[];
}

/** How long a description from a task's text may be (search results show about this much). */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain text of a task's rich text, one line, cut at a word to `max` characters. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An address made absolute on the origin (a task's `/uploads/…` cover). */
function absolute(origin: string, url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : undefined;
}

export function pageSeo(input: {
  handle: PageHandle;
  language: Language;
  i18n: Pick<Translator, 't' | 'exists'>;
  /** The public origin, no trailing slash ('' when unknown: then nothing absolute is written). */
  origin: string;
  /** The page's canonical address. */
  canonical: string;
  description: string;
  settings?: readonly ProductSetting[];
  task?: TaskDetail;
}): PageSeo {
  const { handle, language, i18n, origin, canonical } = input;
  const home = `${origin}/${language}/`;
  const image = `${origin}/share/site.png`;
  const crumbsFrom = (...items: Array<{ name: string; url: string }>) =>
    breadcrumbData([{ name: BRAND, url: home }, ...items]);
  switch (handle.page) {
    case 'home':
      return { image, data: [organizationData(origin, input.description)] };
    case 'landing-page': {
      const code = handle.slug ?? '';
      const setting = input.settings?.find((s) => s.code === code);
      const name =
        (setting && (language === 'cn' ? setting.cn_name : setting.overseas_name)) ||
        pageTitle(handle.title, i18n);
      const own = catalogEntry(code) ? `${origin}/share/products/${encodeURIComponent(code)}.png` : undefined;
      return {
        image: own ?? image,
        data: [
          productData({
            name,
            description: input.description,
            url: canonical,
            ...(own ? { image: own } : {}),
            ...(setting ? { setting } : {}),
            language,
          }),
          crumbsFrom({ name: i18n.t('route.products'), url: `${home}products/` }, { name, url: canonical }),
        ],
      };
    }
    case 'info-page':
    case 'competition-page':
    case 'manual-page':
    case 'video-page':
    case 'app-download':
      return { image, data: [crumbsFrom({ name: pageTitle(handle.title, i18n), url: canonical })] };
    case 'task-detail': {
      const task = input.task;
      const board = { name: i18n.t('route.dao'), url: `${home}dao/` };
      if (!task) return { image, data: [crumbsFrom(board)] };
      const description = plainText(task.content);
      const cover = task.medias[0] ? absolute(origin, task.medias[0].url) : undefined;
      return {
        title: task.title,
        ...(description ? { description } : {}),
        image: cover ?? image,
        data: [crumbsFrom(board, { name: task.title, url: canonical })],
      };
    }
    default:
      return { image, data: [] };
  }
}
