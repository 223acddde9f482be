import { Link } from 'react-router';
import type { DocPage } from '@/content/info/types';
import { useLanguage } from '@/hooks/use-language';
import { privacyVariant } from '@/features/info/lib/privacy';
import { useTranslation } from '@/lib/use-translation';
import { FactGrid, HelpCard, LinkList, PageHero, SectionBody, TableOfContents, useCopy } from './parts';
import { JoinUs } from './join-us';

/** Names of the pages info pages link to, by path (their route names). */
const PAGE_NAMES: Record<string, string> = {
  '/about-us/': 'route.aboutUs',
  '/after-sales/': 'route.afterSales',
  '/terms-of-service/': 'route.termsOfService',
  '/privacy-policy/': 'route.privacyPolicy',
  '/products/': 'route.products',
  '/dao/': 'route.dao',
};

/** About us, after sales, terms of service, privacy policy: a calm long-reading layout. */
export function PolicyPage({ page }: { page: DocPage }) {
  const { t } = useTranslation();
  const { language, china } = useLanguage();
  const copy = useCopy();

  if (page.key === 'privacy-policy' && page.chinaNote && privacyVariant(language) === 'china-note') {
    const note = page.chinaNote;
    return (
      <article className="info-page info-page--note">
        <PageHero
          eyebrow={copy(note.eyebrow)}
          title={copy(note.title)}
          lead={copy(note.description)}
          updated={page.updated}
        />
        <div className="info-body info-body--single">
          <div className="info-article">
            <p className="info-note">{t('info.privacy.modeNote')}</p>
            {note.paragraphs.map((paragraph) => (
              <p key={paragraph.en} className="info-section__text">
                {copy(paragraph)}
              </p>
            ))}
            {/* the full policy is the overseas one, in English: an absolute /en/ path, not the page's prefix */}
            <Link className="slide__link info-page__full" to="/en/privacy-policy/" hrefLang="en">
              {t('info.privacy.fullPolicy')}
            </Link>
            <HelpCard />
          </div>
        </div>
      </article>
    );
  }

  const related = page.related
    .filter((to) => !(china && to === '/privacy-policy/'))
    .map((to) => ({ to, label: PAGE_NAMES[to] ? t(PAGE_NAMES[to]) : to }));

  return (
    <article className={`info-page info-page--${page.key}`}>
      <PageHero
        eyebrow={copy(page.eyebrow)}
        title={copy(page.title)}
        lead={copy(page.description)}
        updated={page.updated}
        art={page.art}
        artLabel={copy(page.title)}
      />
      {page.facts ? <FactGrid facts={page.facts} /> : null}
      <div className="info-body">
        <TableOfContents sections={page.sections} />
        <div className="info-article">
          {page.sections.map((section) => (
            <SectionBody key={section.id} section={section} />
          ))}
          {page.joinUs ? <JoinUs /> : <HelpCard />}
          <LinkList title={t('info.related')} links={related} />
        </div>
      </div>
    </article>
  );
}
