import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { AiWorkspace } from '@/features/chat/components/ai-workspace';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';

/**
 * /ai-login/: the normal code sign-in, then the AI workspace for staff holding `ai.workspace`
 * (issue 16); members without it read the spec 8 refusal.
 */
export function AiLoginRoute() {
  const { t } = useTranslation();
  // a sign-in page to a visitor, the workspace once signed in (issue 35 item 10)
  const signedIn = useSession().status === 'signed-in';
  return (
    <div className="page page--narrow page--ai">
      <h1 className="page__title">{t(signedIn ? 'route.aiWorkspace' : 'route.aiLogin')}</h1>
      <p className="form__hint">{t('ai.intro')}</p>
      <RequireSignIn>
        <AiWorkspace />
      </RequireSignIn>
    </div>
  );
}

export { AiLoginRoute as Component };
