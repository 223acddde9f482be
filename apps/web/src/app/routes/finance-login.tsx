import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { FinanceWorkspace } from '@/features/coin/components/finance-workspace';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/**
 * /finance-login/: the normal code sign-in, then the finance workspace for staff holding
 * `finance.workspace` (issue 16); members without it read the spec 8 refusal.
 */
export function FinanceLoginRoute() {
  const { t } = useTranslation();
  // a sign-in page to a visitor, the workspace once signed in (issue 35 item 10)
  const signedIn = useSession().status === 'signed-in';
  return (
    <div className="page page--finance">
      <h1 className="page__title">{t(signedIn ? 'route.financeWorkspace' : 'route.financeLogin')}</h1>
      <p className="form__hint">{t('finance.intro')}</p>
      <RequireSignIn>
        <FinanceWorkspace />
      </RequireSignIn>
    </div>
  );
}

export { FinanceLoginRoute as Component };
