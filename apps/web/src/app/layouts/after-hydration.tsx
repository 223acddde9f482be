import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { isWeChatBrowser } from '@/lib/wechat-browser';
import { pendingInvite, rememberInvite } from '@/features/orders/utils/invite-storage';

/**
 * Parts of the layouts that render nothing in the server's HTML and during hydration, so their code
 * is not startup code (decision 008): each is a chunk of its own, fetched after hydration and only
 * where it has something to do.
 */
const StoreRegionBanner = lazy(() =>
  import('@/components/layout/store-region-banner').then((module) => ({ default: module.StoreRegionBanner })),
);
const WeChatShare = lazy(() =>
  import('@/components/layout/wechat-share').then((module) => ({ default: module.WeChatShare })),
);
const InviteCapture = lazy(() =>
  import('@/features/orders/components/invite-capture').then((module) => ({ default: module.InviteCapture })),
);

/** The store banner (spec 7 country check): it asks the country only after hydration anyway. */
export function StoreRegionBannerAfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <StoreRegionBanner />
    </Suspense>
  ) : null;
}

/** The WeChat share card, inside WeChat's browser only. */
export function WeChatShareAfterHydration() {
  return useHydrated() && isWeChatBrowser(navigator.userAgent) ? (
    <Suspense fallback={null}>
      <WeChatShare />
    </Suspense>
  ) : null;
}

/**
 * The invite capture: the code is kept at once (a visitor may go on to sign in before any chunk
 * arrives); the part that tells the server loads once an invite is kept.
 */
export function InviteCaptureAfterHydration() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    rememberInvite(search);
  }, [search]);
  return hydrated && pendingInvite() !== undefined ? (
    <Suspense fallback={null}>
      <InviteCapture />
    </Suspense>
  ) : null;
}
