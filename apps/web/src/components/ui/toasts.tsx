import { TOAST_DURATION_MS, TOAST_MAX, TOAST_OFFSET } from '@miao/contracts/limits';
import { useEffect, useState } from 'react';
import { loadToasts } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';

type Sonner = Awaited<ReturnType<typeof loadToasts>>;

/**
 * sonner's Toaster, mounted once the page has hydrated (lib/toast.ts keeps sonner out of the startup
 * bundle); toasts raised before it mounts are shown when it does.
 */
export function Toasts() {
  const { t } = useTranslation();
  const [library, setLibrary] = useState<Sonner>();
  useEffect(() => {
    let live = true;
    void loadToasts().then((loaded) => {
      if (live) setLibrary(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!library) return null;
  const { Toaster } = library;
  return (
    <Toaster
      position="top-center"
      offset={{ top: TOAST_OFFSET }}
      mobileOffset={{ top: TOAST_OFFSET }}
      visibleToasts={TOAST_MAX}
      duration={TOAST_DURATION_MS}
      theme="dark"
      closeButton={false}
      toastOptions={{ className: 'toast', classNames: { error: 'toast--error' } }}
      containerAriaLabel={t('common.notifications')}
    />
  );
}
