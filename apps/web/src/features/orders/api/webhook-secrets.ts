import type { OrderStore, OrderWebhookRotation, OrderWebhookSecretStatus } from '@miao/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Each store's webhook secret: its source and last four characters (staff). */
export function useWebhookSecrets() {
  return useQuery({
    queryKey: queryKeys.orders.webhookSecrets,
    queryFn: () => api.get<OrderWebhookSecretStatus[]>('/api/admin/order-webhooks'),
  });
}

/** A new secret for the store, answered once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: OrderStore) =>
      api.post<OrderWebhookRotation>(`/api/admin/order-webhooks/${store}/rotate`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.webhookSecrets }),
  });
}
