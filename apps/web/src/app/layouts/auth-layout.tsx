import { Outlet } from 'react-router';
import { LanguageMenu } from '@/components/layout/language-menu';
import { Logo } from '@/components/layout/logo';
import { useTranslation } from '@/lib/use-translation';

/** The sign-in page stands alone: logo, language, the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <header className="auth-shell__bar">
        <Logo />
        <LanguageMenu />
      </header>
      <main id="main" className="auth-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="auth-shell__foot">
        <span suppressHydrationWarning>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
