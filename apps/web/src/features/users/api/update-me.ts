import { profileUpdate, type Profile, type ProfileUpdate } from '@miao/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateMeInput = profileUpdate;

export function updateMe(input: ProfileUpdate): Promise<Profile> {
  return api.post<Profile>('/api/users/me', input, { toastErrors: false });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.users.me, profile);
      // the public profile of this user shows the new name and avatar too
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(profile.id) });
    },
  });
}
