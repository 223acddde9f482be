import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteComment } from '../api/delete-comment';

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
    <Dialog
      title={props.isReply ? t('comments.delete.titleReply') : t('comments.delete.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary comment-delete__confirm"
            onClick={() => void confirm()}
            disabled={remove.isPending}
          >
            {remove.isPending ? t('comments.delete.deleting') : t('comments.delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('comments.delete.body')}</p>
    </Dialog>
  );
}
