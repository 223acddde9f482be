import { LocalLink } from '@/components/ui/local-link';
import { pageTitle } from '@/app/page-title';
import type { PageHandle } from '@/app/routes';
import { usePageHandle } from '@/app/use-page-info';
import { useTranslation } from '@/lib/use-translation';

/** Screens of later issues: the page's name and a note that it is coming, in both languages. */
export function ComingSoonRoute({ handle }: { handle?: PageHandle }) {
  const { t, i18n } = useTranslation();
  const current = usePageHandle();
  const shown = handle ?? current;
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow">{t('common.comingSoon')}</p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {pageTitle(shown.title, i18n)}
      </h1>
      <p className="coming-soon__body">{t('common.comingSoonBody')}</p>
      <LocalLink to="/" className="button button--secondary">
        {t('common.backHome')}
      </LocalLink>
    </section>
  );
}
