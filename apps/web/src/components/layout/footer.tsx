import { FILING_LINK, FILING_NUMBER, SOCIAL_NETWORKS } from '@/config/external-links';
import { useSiteLinks } from '@/lib/site-links';
import { NewsletterForm } from './newsletter-form';
import { useLanguage } from '@/hooks/use-language';
import { SOCIAL_ICONS } from '@/components/icons/social-icons';
import { ExternalLink } from '@/components/ui/external-link';
import { LocalLink } from '@/components/ui/local-link';
import { useTranslation } from '@/lib/use-translation';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

/** Spec 2: logo, language menu, info links (privacy overseas only), the newsletter form (overseas only), copyright, social icons. */
export function Footer() {
  const { t } = useTranslation();
  const { language, china } = useLanguage();
  const link = useSiteLinks();
  const contact = link('contact');
  const year = new Date().getFullYear();

  return (
    <footer className="footer">
      <div className="footer__top">
        <div className="footer__brand">
          <Logo />
          <p className="footer__tagline">{t('layout.tagline')}</p>
        </div>
        <nav className="footer__links" aria-label={t('layout.footerNav')}>
          <ul>
            <li>
              <LocalLink to="/about-us/">{t('route.aboutUs')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/after-sales/">{t('route.afterSales')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/terms-of-service/">{t('route.termsOfService')}</LocalLink>
            </li>
            {china ? null : (
              <li>
                <LocalLink to="/privacy-policy/">{t('route.privacyPolicy')}</LocalLink>
              </li>
            )}
            {contact ? (
              <li>
                <a href={contact}>{t('layout.contactUs')}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="footer__side">
          {china ? null : <NewsletterForm />}
          <LanguageMenu />
        </div>
      </div>
      <div className="footer__bottom">
        <p className="footer__legal">
          <span suppressHydrationWarning>{t('layout.copyright', { year })}</span>
          {china ? (
            <ExternalLink href={FILING_LINK} className="footer__filing">
              {t('layout.filing', { number: FILING_NUMBER })}
            </ExternalLink>
          ) : null}
        </p>
        <ul className="footer__social" aria-label={t('layout.followUs')}>
          {SOCIAL_NETWORKS[language].map((network) => {
            const href = link(network);
            if (!href) return null;
            const Icon = SOCIAL_ICONS[network];
            return (
              <li key={network}>
                <a
                  className="icon-button"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`layout.social.${network}`)}
                  title={t(`layout.social.${network}`)}
                >
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
