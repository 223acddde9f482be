import { hasInfo, loadedInfo } from '@/content/info/registry';
import type { Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';
import { privacyVariant } from './lib/privacy';
import type { InfoTarget } from './targets';

/**
 * The description and Open Graph title of an info page, from its copy (loaded on the server before
 * rendering); undefined when the copy is not loaded, which keeps the site's defaults.
 */
export function infoPageMeta(
  target: InfoTarget,
  language: Language,
  i18n: Pick<Translator, 't'>,
): { description: string; ogTitle: string } | undefined {
  if (target.kind === 'qr') return { description: i18n.t('info.qr.lead'), ogTitle: i18n.t('info.qr.title') };
  if (target.kind === 'manual' && !hasInfo('manual', target.slug)) {
    return {
      description: i18n.t('info.manual.notFoundBody', { id: target.slug }),
      ogTitle: i18n.t('info.manual.notFoundTitle'),
    };
  }
  const page = loadedInfo(target.kind, target.slug);
  if (!page) return undefined;
  if (
    target.kind === 'doc' &&
    'chinaNote' in page &&
    page.chinaNote &&
    privacyVariant(language) === 'china-note'
  ) {
    return { description: page.chinaNote.description[language], ogTitle: page.chinaNote.title[language] };
  }
  return { description: page.description[language], ogTitle: page.title[language] };
}
