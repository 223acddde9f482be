import type { Comment } from '@miao/contracts/comments';
import { Component, lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useCreateComment } from '@/features/comments/api/create-comment';
import { useUpdateComment } from '@/features/comments/api/update-comment';
import { useIsClient } from '@/features/comments/hooks/use-is-client';
import { useNearViewport } from '@/features/comments/hooks/use-near-viewport';
import { checkComment, COMMENT_PROBLEM_MESSAGE } from '@/features/comments/utils/comment-content';
import {
  clearDraft,
  clearReplyDraft,
  readDraft,
  readReplyDraft,
  writeDraft,
  writeReplyDraft,
} from '@/features/comments/utils/comment-draft';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useTranslation } from '@/lib/use-translation';
import { SendIcon } from './comment-icons';

// The editor (TipTap and ProseMirror) is a chunk of its own, fetched when a comment box first comes
// near the screen (a reply or an edit box, opened by a click, at once).
const loadEditor = () => import('./rich-editor');
let LazyEditor = lazy(loadEditor);

/** The box the server renders, and the browser shows while the editor loads: the editor's size. */
function EditorPlaceholder({
  simple,
  placeholder,
  submitLabel,
  boxRef,
  onAsk,
}: {
  simple: boolean;
  placeholder: string;
  submitLabel: string;
  boxRef?: RefObject<HTMLDivElement | null>;
  /** A tap on the box before its editor came: load it now, and focus it when it comes. */
  onAsk?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={boxRef}
      className={`comment-editor comment-editor--placeholder${simple ? ' comment-editor--simple' : ''}`}
      aria-busy="true"
      onPointerDown={onAsk}
    >
      <div className="comment-editor__toolbar" aria-hidden="true" />
      <div className="comment-editor__content">
        <div className="comment-editor__prose">
          <p className="comment-editor__placeholder">{placeholder}</p>
        </div>
      </div>
      <div className="comment-editor__foot">
        <span className="comment-editor__count">{t('common.loading')}</span>
        <div className="comment-editor__actions">
          <button type="button" className="button button--primary" disabled>
            <SendIcon /> {submitLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Spec 7: a chunk that fails to load is reported, with a retry that fetches it again. */
class EditorBoundary extends Component<
  { children: ReactNode; message: string; retryLabel: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    LazyEditor = lazy(loadEditor);
    this.setState({ failed: false });
  };
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="comment-editor comment-editor--failed" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="button button--secondary" onClick={this.retry}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

/**
 * A comment box (spec 2, 4, 5): the top one keeps a draft per task in this browser until it is
 * sent; replies use the simple mode. Checks run before sending; a refusal keeps what was typed;
 * success shows a message, clears the editor and refreshes the list. Signed out, sending leads to
 * sign-in (the draft waits).
 */
export function CommentComposer(props: {
  taskId: number;
  signedIn: boolean;
  mentions: boolean;
  /** The comment replied to; none for a top-level comment. */
  reply?: { superiorId: number; nickname: string };
  /** Editing one's own comment (issue 17): starts from its content, saves with PATCH. */
  edit?: { commentId: number; content: string; simple: boolean };
  autoFocus?: boolean;
  onSent?: (comment: Comment) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  const box = useRef<HTMLDivElement>(null);
  // the top box waits until it comes near the screen or is tapped; a reply or an edit box was asked for
  const near = useNearViewport(box, !props.reply && !props.edit);
  const [asked, setAsked] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { prefix } = useLanguage();
  const create = useCreateComment();
  const update = useUpdateComment();
  const { taskId, reply, edit } = props;
  const keepsDraft = !reply && !edit;
  const simple = edit ? edit.simple : !!reply;
  // read once the editor mounts (browser only); the server and hydration render the placeholder
  const [initialContent] = useState(() =>
    edit ? edit.content : reply ? readReplyDraft(taskId, reply.superiorId) : readDraft(taskId),
  );
  // issue 35: what was typed here and not sent yet makes leaving the page ask first
  // (a reply's kept draft, opened again, is unsent too)
  const [unsent, setUnsent] = useState(() => !!reply && initialContent !== '');
  useLeaveGuard(unsent, t('comments.editor.leaveUnsent'));

  const onChange = (html: string, empty: boolean) => {
    setUnsent(edit ? html !== edit.content : !empty);
    if (keepsDraft) writeDraft(taskId, html, empty);
    else if (reply) writeReplyDraft(taskId, reply.superiorId, html, empty);
  };

  const placeholder = reply
    ? t('comments.editor.replyPlaceholder', { name: reply.nickname })
    : props.mentions
      ? t('comments.editor.placeholder')
      : t('comments.editor.placeholderPlain');
  const submitLabel = edit
    ? t('comments.edit.save')
    : reply
      ? t('comments.editor.reply')
      : t('comments.editor.send');

  const submit = async ({ html, mentionIds }: { html: string; mentionIds: number[] }) => {
    const problem = checkComment(html);
    if (problem) {
      toast.error(t(COMMENT_PROBLEM_MESSAGE[problem]));
      return false;
    }
    if (!props.signedIn) {
      if (keepsDraft) writeDraft(taskId, html, false);
      void navigate(signInHref(prefix, `${location.pathname}${location.search}`));
      return false;
    }
    if (edit) {
      try {
        const comment = await update.mutateAsync({
          taskId,
          commentId: edit.commentId,
          content: html,
          mentionUserIds: mentionIds,
        });
        setUnsent(false);
        toast.success(t('comments.edit.saved'));
        props.onSent?.(comment);
        return true;
      } catch {
        return false;
      }
    }
    try {
      const comment = await create.mutateAsync({
        taskId,
        content: html,
        mentionUserIds: mentionIds,
        superiorId: reply?.superiorId ?? 0,
      });
      if (keepsDraft) clearDraft(taskId);
      if (reply) clearReplyDraft(taskId, reply.superiorId);
      setUnsent(false);
      toast.success(reply ? t('comments.replySent') : t('comments.sent'));
      props.onSent?.(comment);
      return true;
    } catch {
      // the client showed the translated refusal; what was typed stays
      return false;
    }
  };

  const placeholderBox = (
    <EditorPlaceholder
      simple={simple}
      placeholder={placeholder}
      submitLabel={submitLabel}
      boxRef={box}
      onAsk={isClient && !near ? () => setAsked(true) : undefined}
    />
  );
  if (!isClient || !(near || asked)) return placeholderBox;
  return (
    <EditorBoundary message={t('comments.editor.loadFailed')} retryLabel={t('common.retry')}>
      <Suspense fallback={placeholderBox}>
        <LazyEditor
          simple={simple}
          initialContent={initialContent}
          placeholder={placeholder}
          label={
            edit
              ? t('comments.edit.label')
              : reply
                ? t('comments.editor.replyLabel', { name: reply.nickname })
                : t('comments.editor.label')
          }
          mentions={props.mentions}
          mentionTaskId={props.taskId}
          busy={create.isPending || update.isPending}
          submitLabel={submitLabel}
          autoFocus={props.autoFocus || asked}
          onChange={onChange}
          onSubmit={submit}
          onCancel={
            props.onCancel &&
            (() => {
              // Cancel gives up the reply on purpose: its draft goes with it
              if (reply) clearReplyDraft(taskId, reply.superiorId);
              setUnsent(false);
              props.onCancel?.();
            })
          }
        />
      </Suspense>
    </EditorBoundary>
  );
}
