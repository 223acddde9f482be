import { TASK_CONTENT_MAX, TASK_MENTIONS_MAX } from '@miao/contracts/limits';
import type { UserInfo } from '@miao/contracts/users';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { useTranslation } from '@/lib/use-translation';
import { ErrorText } from './task-form-section';

// The comments' rich editor (TipTap and ProseMirror) is a chunk of its own, shared with the comment
// box: the form's route stays small and fetches it when the form first shows.
const loadEditor = () => import('@/features/comments/components/rich-editor');
let LazyEditor = lazy(loadEditor);

/** Members "@"-mentioned in the description join the task's mentioned members (once, up to the cap). */
export function withMentioned(
  mentions: readonly UserInfo[],
  mentioned: readonly { id: number; label: string }[],
): UserInfo[] {
  const known = new Set(mentions.map((u) => u.id));
  const added = mentioned
    .filter((m) => !known.has(m.id))
    .map((m) => ({ id: m.id, nickname: m.label, avatar: '' }));
  if (added.length === 0) return mentions as UserInfo[];
  return [...mentions, ...added].slice(0, Math.max(TASK_MENTIONS_MAX, mentions.length));
}

/** The editor's size while its chunk loads (and in the server's HTML), so nothing below moves. */
function EditorPlaceholder({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <div className="comment-editor comment-editor--placeholder task-form__editor" aria-busy="true">
      <div className="comment-editor__toolbar" aria-hidden="true" />
      <div className="comment-editor__content">
        <div className="comment-editor__prose">
          <p className="comment-editor__placeholder">{placeholder}</p>
        </div>
      </div>
      <div className="comment-editor__foot">
        <span className="comment-editor__count">{t('common.loading')}</span>
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
 * The description (spec 2 content), in the same rich editor as comments (issue 18): bold, italic,
 * links, code, lists, uploads and, with user.retrieve, "@" mentions. The form keeps the editor's
 * HTML; the server sanitises it with the comments' allowlist. Uploads in flight hold the submit.
 */
export function TaskDescription({ form, canMention }: { form: TaskFormState; canMention: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { uid, values, errors } = form;
  const labelId = `${uid}-content-label`;
  const describedBy = errors.content ? `${uid}-content-error` : `${uid}-content-hint`;
  const placeholder = t('tasks.form.contentPlaceholder');

  const onChange = (html: string, _empty: boolean, mentioned: { id: number; label: string }[]) => {
    form.setValues((v) => ({
      ...v,
      content: html,
      contentChanged: true,
      mentions: canMention ? withMentioned(v.mentions, mentioned) : v.mentions,
    }));
    form.setErrors((e) => (e.content ? { ...e, content: undefined } : e));
  };

  return (
    <div className="form__field">
      {/* the editable area is no labelable element: it carries this text as its aria-label */}
      <span id={labelId} className="form__label">
        {t('tasks.form.content')}
      </span>
      {hydrated ? (
        <EditorBoundary message={t('comments.editor.loadFailed')} retryLabel={t('common.retry')}>
          <Suspense fallback={<EditorPlaceholder placeholder={placeholder} />}>
            <div className="task-form__editor">
              <LazyEditor
                simple={false}
                lists
                initialContent={values.content}
                placeholder={placeholder}
                label={t('tasks.form.content')}
                describedBy={describedBy}
                invalid={!!errors.content}
                mentions={canMention}
                maxLength={TASK_CONTENT_MAX}
                onChange={onChange}
                onUploadingChange={form.onBusy}
              />
            </div>
          </Suspense>
        </EditorBoundary>
      ) : (
        <EditorPlaceholder placeholder={placeholder} />
      )}
      <ErrorText id={`${uid}-content-error`} error={errors.content} />
      <p id={`${uid}-content-hint`} className="form__hint">
        {canMention ? t('tasks.form.contentHintMentions') : t('tasks.form.contentHint')}
      </p>
    </div>
  );
}
