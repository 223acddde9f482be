import type { DataFactoryRequest, DataFactoryResponse } from '@miao/contracts/chat';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a prompt to the data factory (spec 7); the server adds the factory's own token. */
export function useRunDataFactory() {
  return useMutation({
    mutationFn: (input: DataFactoryRequest) =>
      api.post<DataFactoryResponse>('/api/admin/ai/data-factory', input),
  });
}
