import type { Page } from '@miao/contracts/common';
import { MENTION_LOOKUP_PAGE_SIZE } from '@miao/contracts/limits';
import type { UserInfo } from '@miao/contracts/users';
import { api } from '@/lib/api-client';

/**
 * Spec 7 users look-up for mentions (type comment, 100 per page). Called by the editor's
 * suggestion plugin as the member types after "@", outside React, so there is no hook.
 */
export function searchMentionUsers(
  nickname: string,
  signal?: AbortSignal,
  taskId?: number,
): Promise<Page<UserInfo>> {
  return api.get<Page<UserInfo>>('/api/users', {
    params: {
      nickname__icontains: nickname,
      type: 'comment',
      task_id: taskId,
      page_size: MENTION_LOOKUP_PAGE_SIZE,
      page_number: 1,
    },
    toastErrors: false,
    signal,
  });
}
