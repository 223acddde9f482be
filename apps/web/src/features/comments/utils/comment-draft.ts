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
