import { Outlet, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons/ui-icons';
import { LanguageMenu } from '@/components/layout/language-menu';
import { Logo } from '@/components/layout/logo';
import { LocalLink } from '@/components/ui/local-link';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/**
 * The staff console's own frame (issue 35 item 10, decision 059): a compact bar with the brand, the
 * console's name, a way back to the site, the language and the account; no footer, newsletter or
 * chat over the admin tables. The console lays out its own grouped navigation (features/staff).
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { prefix } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut(prefix);
  return (
    <div className="shell tone-light staff-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="staff-bar">
        <div className="staff-bar__brand">
          <Logo className="staff-bar__logo" />
          <span className="staff-bar__title">{t('layout.staffBar.title')}</span>
        </div>
        <div className="staff-bar__actions">
          <LocalLink to="/" className="staff-bar__link staff-bar__back">
            <ArrowLeftIcon aria-hidden="true" />
            <span>{t('layout.staffBar.backToSite')}</span>
          </LocalLink>
          <LanguageMenu />
          {status === 'signed-in' ? (
            <>
              <LocalLink to="/user-center/" className="staff-bar__link">
                {t('layout.userCenter')}
              </LocalLink>
              <button
                type="button"
                className="staff-bar__link staff-bar__button"
                onClick={() => signOut.mutate()}
              >
                {t('common.signOut')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="staff-bar__link staff-bar__button"
              onClick={() => void navigate(signInHref(prefix, `${location.pathname}${location.search}`))}
            >
              {t('common.signIn')}
            </button>
          )}
        </div>
      </header>
      <main id="main" className="main staff-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
