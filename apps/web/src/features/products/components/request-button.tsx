import type { ProductMode } from '@miao/contracts/products';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

// The modal and its form load on first use, not with the page.
const RequestModal = lazy(() => import('./request-modal'));

/**
 * Spec 2/4: the Request button of a sold-out product. Requesting needs sign-in (spec 6): a
 * signed-out visitor goes to sign in and comes back to this page.
 */
export function RequestButton(props: { code: string; productName: string; className?: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { prefix, language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mode: ProductMode = language;

  const onClick = () => {
    if (status !== 'signed-in') {
      void navigate(signInHref(prefix, `${location.pathname}${location.search}`));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={props.className ?? 'button button--primary'} onClick={onClick}>
        {t('products.actions.request')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RequestModal
            code={props.code}
            productName={props.productName}
            mode={mode}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
