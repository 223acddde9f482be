import { LocalLink } from '@/components/ui/local-link';
import type { ManualPage as Manual } from '@/content/info/types';
import { LANDING_ROUTES } from '@/config/landing-routes';
import { useTranslation } from '@/lib/use-translation';
import { FactGrid, HelpCard, LinkList, PageHero, SectionBody, TableOfContents, useCopy } from './parts';

/** Whether the product has a page of its own (its landing page, or "coming soon" until it has one). */
const hasProductPage = (slug: string) =>
  LANDING_ROUTES.some((route) => route.slug === slug && route.page === 'landing');

/** A product's user manual: facts, contents, numbered steps, key tables, then where to go next. */
export function ManualPage({ page }: { page: Manual }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const links = [
    ...(hasProductPage(page.id) ? [{ to: `/${page.id}/`, label: t('info.manual.productPage') }] : []),
    { to: page.app ?? '/am-master/', label: t('info.manual.software') },
    ...(page.video ? [{ to: page.video, label: t('info.manual.video') }] : []),
    { to: '/after-sales/', label: t('info.manual.afterSales') },
  ];
  return (
    <article className="info-page info-page--manual">
      <PageHero
        eyebrow={copy(page.eyebrow)}
        title={copy(page.title)}
        lead={copy(page.description)}
        updated={page.updated}
        art={page.art}
        artLabel={copy(page.title)}
      />
      <FactGrid facts={page.facts} />
      <div className="info-body">
        <TableOfContents sections={page.sections} />
        <div className="info-article">
          {page.sections.map((section) => (
            <SectionBody key={section.id} section={section} />
          ))}
          <LinkList title={t('info.related')} links={links} />
        </div>
      </div>
    </article>
  );
}

/** /{id}/user-manual/ for a product without a manual: a friendly page, not an error. */
export function ManualNotFound({ id, available }: { id: string; available: readonly string[] }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="info-page info-page--missing">
      <header className="info-hero">
        <div className="info-hero__copy">
          <p className="eyebrow">{t('info.manual.notFoundEyebrow')}</p>
          <h1 className="info-hero__title">{t('info.manual.notFoundTitle')}</h1>
          <p className="info-hero__lead">{t('info.manual.notFoundBody', { id })}</p>
          <div className="info-hero__actions">
            <LocalLink to="/products/" className="button button--primary">
              {t('info.manual.toProducts')}
            </LocalLink>
          </div>
        </div>
      </header>
      <div className="info-body info-body--single">
        <div className="info-article">
          <LinkList
            title={t('info.manual.available')}
            links={available.map((code) => ({
              to: code === 'cyberblade' ? '/cyberblade/manual/' : `/${code}/user-manual/`,
              label: i18n.exists(`product.${code}`) ? t(`product.${code}`) : code,
            }))}
          />
          <HelpCard />
        </div>
      </div>
    </article>
  );
}
