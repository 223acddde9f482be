import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

/**
 * A question with Cancel and one confirming button, disabled while the answer is on its way
 * (spec 5: deleting asks first). The body is the caller's.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the button while pending; the confirm label otherwise. */
  pendingLabel?: string;
  pending: boolean;
  /** The confirming button's classes: a danger button unless given. */
  confirmClassName?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={props.confirmClassName ?? 'button button--danger'}
            onClick={props.onConfirm}
            disabled={props.pending}
          >
            {props.pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
