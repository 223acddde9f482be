import { useState } from 'react';
import { ShareDialog } from '@/components/ui/share-dialog';
import type { Language } from '@/lib/language';
import { ShareIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

/** Opens the shared share dialog with this task's address (its region's targets and a copy button). */
export function TaskShareButton({ title, language }: { title: string; language: Language }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setUrl(window.location.href.split('#')[0])}
      >
        <ShareIcon /> {t('tasks.detail.share')}
      </button>
      {url ? (
        <ShareDialog
          itemTitle={title}
          productName={t('tasks.detail.shareProduct')}
          url={url}
          language={language}
          onClose={() => setUrl(undefined)}
        />
      ) : null}
    </>
  );
}
