import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits';

/**
 * The largest value a PostgreSQL `integer` column holds. Every id, count and number a request may
 * carry into an int4 column is bounded by it (issue 33: `task_id: 2147483648` answered 500); amounts
 * of MIAO COIN are int8 and bounded by COIN_NUMBER_MAX.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** Far past any real page; keeps the offset a sane number. */
export const PAGE_NUMBER_MAX = 1_000_000;

/** Query strings are trimmed (API.md conventions, spec 5). */
export const trimmed = z.string().trim();

export const paging = z.object({
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
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

export const errorBody = z.looseObject({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.string()).optional(),
});

/**
 * The refusals of an API route for its OpenAPI responses, all in the spec 8 body: any route may
 * answer them (sign-in, permission, not found, conflict, body too large or of the wrong type,
 * validation, and the write rate limit every POST passes).
 */
export const refusals = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
  429: errorBody,
};

export const idParam = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

export { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './patterns';
