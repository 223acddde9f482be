import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { FinanceWorkspace } from '@/features/coin/components/finance-workspace';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/**
 * /finance-login/: the normal code sign-in, then the finance workspace for staff holding
 * `finance.workspace` (issue 16); members without it read the spec 8 refusal.
 */
export function FinanceLoginRoute() {
  const { t } = useTranslation();
  return (
    <div className="page page--finance">
      <h1 className="page__title">{t('route.financeLogin')}</h1>
      <p className="form__hint">{t('finance.intro')}</p>
      <RequireSignIn>
        <FinanceWorkspace />
      </RequireSignIn>
    </div>
  );
}

export { FinanceLoginRoute as Component };
