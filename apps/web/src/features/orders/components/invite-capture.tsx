import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { acceptInvite } from '@/features/orders/api/accept-invite';
import { forgetInvite, pendingInvite, rememberInvite } from '@/features/orders/utils/invite-storage';

/**
 * Keeps `?invite=CODE` from any page through sign-in, then tells the server once the visitor is
 * signed in. The server decides whether it counts (new account, not one's own, not twice).
 */
export function InviteCapture() {
  const { search } = useLocation();
  const { status } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    rememberInvite(search);
  }, [search]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    const code = pendingInvite();
    if (!code) return;
    acceptInvite(code).then(
      () => {
        forgetInvite();
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.invite });
      },
      (error: unknown) => {
        // a refusal is final; a network failure may try again on the next page
        if (error instanceof ApiError && error.status < 500) forgetInvite();
      },
    );
  }, [status, search, queryClient]);

  return null;
}
