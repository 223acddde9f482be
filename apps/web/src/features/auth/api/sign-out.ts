import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';

/** Revokes the refresh token; the server clears the session cookies. */
export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', undefined, { toastErrors: false });
}

/** Spec 4: signing out goes to the auth address with the current page as the way back. */
export function useSignOut(prefix: string) {
  const { clearToken } = useSession();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      clearToken();
      const { pathname, search, hash } = window.location;
      window.location.assign(signInHref(prefix, `${pathname}${search}${hash}`));
    },
  });
}
