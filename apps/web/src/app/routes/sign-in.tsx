import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LocalLink } from '@/components/ui/local-link';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useLanguage } from '@/hooks/use-language';
import { landingAfterSignIn } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/** /auth/login?redirect=: mobile + SMS code in China mode, e-mail + code overseas (spec 1, 4). */
export function SignInRoute() {
  const { t } = useTranslation();
  const { china, prefix } = useLanguage();
  const { status } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  // Already signed in: straight on to where the visitor was going.
  useEffect(() => {
    if (status === 'signed-in')
      window.location.replace(landingAfterSignIn(redirect, window.location.origin, `${prefix}/`));
  }, [status, redirect, prefix]);

  return (
    <section className="sign-in card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="sign-in__title">
        {t('route.signIn')}
      </h1>
      <p className="sign-in__lead">{china ? t('auth.leadPhone') : t('auth.leadEmail')}</p>
      {status === 'signed-in' ? (
        <p className="sign-in__notice" role="status">
          {t('auth.alreadySignedIn')}
        </p>
      ) : (
        <SignInForm china={china} redirect={redirect} />
      )}
      <p className="sign-in__legal">
        {t('auth.agreePrefix')} <LocalLink to="/terms-of-service/">{t('route.termsOfService')}</LocalLink>
        {china ? null : (
          <>
            {' '}
            {t('auth.and')} <LocalLink to="/privacy-policy/">{t('route.privacyPolicy')}</LocalLink>
          </>
        )}
      </p>
    </section>
  );
}

export { SignInRoute as Component };
