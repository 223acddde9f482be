/** Spec: what was typed in a task's comment editor is kept in this browser until it is sent. */
const DRAFT_PREFIX = 'miao-comment-draft-';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode): drafts are simply not kept
  }
}

export function readDraft(taskId: number): string {
  return storage()?.getItem(`${DRAFT_PREFIX}${taskId}`) ?? '';
}

/** Keeps the draft; an empty editor removes it. */
export function writeDraft(taskId: number, html: string, empty: boolean): void {
  try {
    if (empty) storage()?.removeItem(`${DRAFT_PREFIX}${taskId}`);
    else storage()?.setItem(`${DRAFT_PREFIX}${taskId}`, html);
  } catch {
    // quota exceeded: the draft is a convenience, sending still works
  }
}

export function clearDraft(taskId: number): void {
  writeDraft(taskId, '', true);
}

/**
 * Issue 35: a reply typed to one comment is kept when Reply is pressed on another, per task and
 * comment: in memory for the page, and in this tab's sessionStorage so a reload keeps it too
 * (a reply belongs to the visit; the top box's draft is kept longer, above).
 */
const REPLY_PREFIX = 'miao-reply-draft-';
const replyDrafts = new Map<string, string>();
const replyKey = (taskId: number, commentId: number) => `${REPLY_PREFIX}${taskId}-${commentId}`;

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readReplyDraft(taskId: number, commentId: number): string {
  const key = replyKey(taskId, commentId);
  const kept = replyDrafts.get(key);
  if (kept !== undefined) return kept;
  try {
    return tabStorage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the reply's draft; an empty editor removes it. */
export function writeReplyDraft(taskId: number, commentId: number, html: string, empty: boolean): void {
  const key = replyKey(taskId, commentId);
  if (empty) replyDrafts.delete(key);
  else replyDrafts.set(key, html);
  try {
    if (empty) tabStorage()?.removeItem(key);
    else tabStorage()?.setItem(key, html);
  } catch {
    // the memory copy still holds it for this page
  }
}

export function clearReplyDraft(taskId: number, commentId: number): void {
  writeReplyDraft(taskId, commentId, '', true);
}
