import type { NotificationPreferences, NotificationPreferencesUpdate } from '@miao/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Issue 18: which of my notifications are e-mailed (the defaults until I choose). */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/api/notifications/preferences');
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.preferences,
    queryFn: getNotificationPreferences,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

export function updateNotificationPreferences(
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications/preferences', input);
}

/** Saves the choice; the answer is the stored preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notifications.preferences, saved),
  });
}
