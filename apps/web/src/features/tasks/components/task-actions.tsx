import type { TaskDetail } from '@miao/contracts/tasks';
import type { UserInfo } from '@miao/contracts/users';
import { useCallback, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LocalLink } from '@/components/ui/local-link';
import { useChangeTaskUser } from '@/features/tasks/api/change-task-user';
import { useCloseTask } from '@/features/tasks/api/close-task';
import { useDeleteTask } from '@/features/tasks/api/delete-task';
import { usePinTask } from '@/features/tasks/api/pin-task';
import { useReopenTask } from '@/features/tasks/api/reopen-task';
import { TaskAuthor } from './task-author';
import {
  EditIcon,
  LockIcon,
  PinIcon,
  ReopenIcon,
  TransferIcon,
  TrashIcon,
} from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';
import { UserSearch } from './user-search';

type Open = 'close' | 'delete' | 'transfer' | undefined;

function CloseDialog({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const checkId = useId();
  const [disableReply, setDisableReply] = useState(false);
  const close = useCloseTask();
  return (
    <Dialog
      title={t('tasks.actions.closeTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(
                { id: task.id, disableReply },
                {
                  onSuccess: () => {
                    toast.success(t('tasks.actions.closed'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('tasks.actions.closeConfirm')}
          </button>
        </>
      }
    >
      <p className="dialog__text">{t('tasks.actions.closeBody')}</p>
      <label className="check" htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          checked={disableReply}
          onChange={(e) => setDisableReply(e.target.checked)}
        />
        <span>{t('tasks.actions.disableReply')}</span>
      </label>
    </Dialog>
  );
}

function DeleteDialog(props: { task: TaskDetail; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      title={t('tasks.actions.deleteTitle')}
      confirmLabel={t('tasks.actions.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: props.task.id, sponsorId: props.task.user_id },
          {
            onSuccess: () => {
              toast.success(t('tasks.actions.deleted'));
              props.onDeleted();
            },
          },
        )
      }
      onClose={props.onClose}
    >
      <p className="dialog__text">{t('tasks.actions.deleteBody', { title: props.task.title })}</p>
    </ConfirmDialog>
  );
}

function TransferDialog({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<UserInfo>();
  const change = useChangeTaskUser();
  return (
    <Dialog
      title={t('tasks.actions.transferTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!picked || change.isPending}
            onClick={() =>
              picked &&
              change.mutate(
                { task_id: task.id, user_id: picked.id },
                {
                  onSuccess: () => {
                    toast.success(t('tasks.actions.transferred'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('tasks.actions.transferConfirm')}
          </button>
        </>
      }
    >
      <p className="dialog__text">{t('tasks.actions.transferBody')}</p>
      <div className="transfer-current">
        <span className="form__hint">{t('tasks.actions.currentSponsor')}</span>
        <TaskAuthor user={task.user_info} />
      </div>
      {picked ? (
        <div className="transfer-picked">
          <span className="form__hint">{t('tasks.actions.newSponsor')}</span>
          <TaskAuthor user={picked} />
          <button type="button" className="link-button" onClick={() => setPicked(undefined)}>
            {t('tasks.actions.changePick')}
          </button>
        </div>
      ) : (
        <UserSearch
          label={t('tasks.actions.findMember')}
          onPick={setPicked}
          excludeIds={[task.user_id]}
          autoFocus
        />
      )}
    </Dialog>
  );
}

/**
 * Staff (`task.pin`, decision 028): pin the task as an announcement at the top of the board, or
 * unpin it. The label follows the task the server sends back; one request at a time.
 */
function PinButton({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const pin = usePinTask();
  const pinned = Boolean(task.pinned_at);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={pin.isPending}
      onClick={() =>
        pin.mutate(
          { id: task.id, pinned: !pinned },
          { onSuccess: () => toast.success(t(pinned ? 'tasks.actions.unpinned' : 'tasks.actions.pinned')) },
        )
      }
    >
      <PinIcon /> {t(pinned ? 'tasks.actions.unpin' : 'tasks.actions.pin')}
    </button>
  );
}

/**
 * Staff holding `task.pin` without admin access (issue 18): the pin toggle on its own, since the
 * "Manage task" card is for the sponsor and admins. The server checks `task.pin` again.
 */
export function TaskPinCard({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card task-side-card task-actions" aria-labelledby={titleId}>
      <h2 id={titleId} className="task-side-card__title">
        {t('tasks.actions.pinTitle')}
      </h2>
      <p className="task-side-card__text">{t('tasks.actions.pinText')}</p>
      <div className="task-actions__buttons">
        <PinButton task={task} />
      </div>
    </section>
  );
}

/**
 * Sponsor or staff (spec 6): edit, close (optionally disabling replies), reopen, delete and
 * transfer the sponsor; staff holding `task.pin` also pin it to the board. The server checks again;
 * a refusal shows its translated message.
 */
export function TaskActions(props: {
  task: TaskDetail;
  editHref: string;
  onDeleted: () => void;
  canPin?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { task } = props;
  const [open, setOpen] = useState<Open>();
  const reopen = useReopenTask();
  const dismiss = useCallback(() => setOpen(undefined), []);
  return (
    <section className="card task-side-card task-actions" aria-labelledby={titleId}>
      <h2 id={titleId} className="task-side-card__title">
        {t('tasks.actions.title')}
      </h2>
      <div className="task-actions__buttons">
        <LocalLink to={props.editHref} className="button button--secondary">
          <EditIcon /> {t('tasks.actions.edit')}
        </LocalLink>
        {task.status === 'processing' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen('close')}
            aria-haspopup="dialog"
          >
            <LockIcon /> {t('tasks.actions.close')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutate({ id: task.id }, { onSuccess: () => toast.success(t('tasks.actions.reopened')) })
            }
          >
            <ReopenIcon /> {t('tasks.actions.reopen')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen('transfer')}
          aria-haspopup="dialog"
        >
          <TransferIcon /> {t('tasks.actions.transfer')}
        </button>
        {props.canPin ? <PinButton task={task} /> : null}
        <button
          type="button"
          className="button button--secondary button--danger-text"
          onClick={() => setOpen('delete')}
          aria-haspopup="dialog"
        >
          <TrashIcon /> {t('tasks.actions.delete')}
        </button>
      </div>
      {task.reply_disabled ? <p className="form__hint">{t('tasks.actions.repliesDisabled')}</p> : null}
      {open === 'close' ? <CloseDialog task={task} onClose={dismiss} /> : null}
      {open === 'delete' ? <DeleteDialog task={task} onClose={dismiss} onDeleted={props.onDeleted} /> : null}
      {open === 'transfer' ? <TransferDialog task={task} onClose={dismiss} /> : null}
    </section>
  );
}
