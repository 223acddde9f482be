import { api } from '@/lib/api-client';

/**
 * Records that the signed-in member came through someone's invite link. Quiet: a refusal (own link,
 * already invited, an old account) is not the visitor's business.
 */
export function acceptInvite(code: string): Promise<{ invited: true; inviter_id: number }> {
  return api.post('/api/invites/accept', { code }, { toastErrors: false });
}
