import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteComment } from '@/features/comments/api/delete-comment';
import { useTranslation } from '@/lib/use-translation';

/** Spec 5: deleting needs a confirmation dialog; spec 7: a success message after. */
export function DeleteCommentDialog(props: {
  taskId: number;
  commentId: number;
  isReply: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteComment();
  const { onClose } = props;

  const confirm = async () => {
    try {
      await remove.mutateAsync({ taskId: props.taskId, commentId: props.commentId });
      toast.success(t('comments.delete.done'));
      onClose();
    } catch {
      // refused (not allowed, already deleted): the message is shown, the dialog stays for Cancel
    }
  };

  return (
    <ConfirmDialog
      title={props.isReply ? t('comments.delete.titleReply') : t('comments.delete.title')}
      confirmLabel={t('comments.delete.confirm')}
      pendingLabel={t('comments.delete.deleting')}
      pending={remove.isPending}
      confirmClassName="button button--primary comment-delete__confirm"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{t('comments.delete.body')}</p>
    </ConfirmDialog>
  );
}
