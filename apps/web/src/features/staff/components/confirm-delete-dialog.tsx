import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';

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
    <ConfirmDialog
      title={props.title}
      confirmLabel={t('staff.delete')}
      pendingLabel={t('staff.deleting')}
      pending={props.pending}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <div className="dialog__text">{props.children}</div>
    </ConfirmDialog>
  );
}
