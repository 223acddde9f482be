import type { OrderImportPreview } from '@miao/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every row of the CSV with its problems; nothing is written. */
export function previewOrderImport(csv: string): Promise<OrderImportPreview> {
  return api.post<OrderImportPreview>('/api/admin/orders/import/preview', { csv });
}

export function usePreviewOrderImport() {
  return useMutation({ mutationFn: previewOrderImport });
}
