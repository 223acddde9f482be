import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

/** Deleting asks first (spec 5 for comments; the same care for releases and short links). */
export function ConfirmDeleteDialog(props: {
  title: string;
  children: ReactNode;
  pending: boolean;
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
            className="button button--danger"
            onClick={props.onConfirm}
            disabled={props.pending}
          >
            {props.pending ? t('staff.deleting') : t('staff.delete')}
          </button>
        </>
      }
    >
      <div className="dialog__text">{props.children}</div>
    </Dialog>
  );
}
