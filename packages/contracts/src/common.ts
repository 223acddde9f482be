import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits';

/** Query strings are trimmed (API.md conventions, spec 5). */
export const trimmed = z.string().trim();

export const paging = z.object({
  page_number: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export type Paging = z.infer<typeof paging>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page_number: z.number().int(),
    page_size: z.number().int(),
  });
}
export interface Page<T> {
  results: T[];
  count: number;
  page_number: number;
  page_size: number;
}

export const errorBody = z.looseObject({ code: z.string(), message: z.string(), fields: z.array(z.string()).optional() });

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './patterns';
