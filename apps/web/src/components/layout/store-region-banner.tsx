import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon } from '@/components/icons/ui-icons';
import { useLanguage } from '@/hooks/use-language';
import { storeToOffer, useCountry } from '@/lib/country-check';
import { switchLanguagePath } from '@/lib/language';
import { useTranslation } from '@/lib/use-translation';

/** The visitor closed the banner for this offer: kept in the browser, the banner does not come back. */
export const STORE_BANNER_DISMISSED = 'miao-store-banner-dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(STORE_BANNER_DISMISSED);
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};

/**
 * Spec 7 country check, web half (issue 17): visitors of the China store from overseas, and the
 * other way round, are offered the right store in a banner they can close. Rendered after
 * hydration only (the server cannot know the browser's choice).
 */
export function StoreRegionBanner() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const location = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const country = useCountry({ enabled: hydrated });
  const offer = storeToOffer(country.data?.iso_code, language);
  const [dismissed, setDismissed] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : readDismissed(),
  );
  if (!hydrated || !offer || dismissed === offer) return null;

  const close = () => {
    try {
      window.localStorage.setItem(STORE_BANNER_DISMISSED, offer);
    } catch {
      // storage refused (private mode): closed for this page only
    }
    setDismissed(offer);
  };
  const href = switchLanguagePath(location, offer);
  return (
    <aside className="store-banner" aria-label={t('layout.storeBanner.label')}>
      <p className="store-banner__text">{t(`layout.storeBanner.${offer}.text`)}</p>
      <a
        className="button button--primary store-banner__go"
        href={href}
        lang={offer === 'cn' ? 'zh-CN' : 'en'}
      >
        {t(`layout.storeBanner.${offer}.go`)}
      </a>
      <button
        type="button"
        className="icon-button store-banner__close"
        onClick={close}
        aria-label={t('layout.storeBanner.close')}
        title={t('layout.storeBanner.close')}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
