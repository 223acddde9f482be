import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCommentPosition } from '@/features/comments/api/get-comment-position';
import type { CommentOrdering } from '@/features/comments/api/get-comments';
import {
  commentIdFromHash,
  listTargetFor,
  type CommentListTarget,
} from '@/features/comments/utils/comment-hash';

/**
 * Spec 2: a `#task-comment-{id}` hash scrolls to that comment. Its position (the top-level page of
 * its thread) is fetched, then `onTarget` moves the list there once per hash; the comment itself
 * scrolls into view when it renders.
 */
export function useCommentTarget(ordering: CommentOrdering, onTarget: (target: CommentListTarget) => void) {
  const { hash } = useLocation();
  const targetId = commentIdFromHash(hash);
  const position = useCommentPosition(targetId, ordering);
  const [applied, setApplied] = useState<number | null>(null);
  const [scrolled, setScrolled] = useState<number | null>(null);

  const place = position.data;
  useEffect(() => {
    if (!place || targetId === null || place.id !== targetId || applied === targetId) return;
    setApplied(targetId);
    onTarget(listTargetFor(place));
  }, [place, targetId, applied, onTarget]);

  const onScrolled = useCallback(() => setScrolled(targetId), [targetId]);
  return {
    targetId,
    /** The thread holding the target when it is a reply. */
    threadId: place && place.id === targetId ? listTargetFor(place).expandThread : null,
    /** Wait for the list to move before scrolling, so the right page is on screen. */
    scrollPending: targetId !== null && scrolled !== targetId && (applied === targetId || position.isError),
    onScrolled,
  };
}
