import { z } from 'zod';

/** GET /api/search (issue 35, decision 063): one box for products, manuals, info pages and tasks. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** Searches per client address and minute (the box queries as one types, debounced). */
export const SEARCH_REQUESTS_PER_MINUTE = 120;

export const searchLanguage = z.enum(['cn', 'en']);
export type SearchLanguage = z.infer<typeof searchLanguage>;

export const searchKinds = ['product', 'manual', 'info', 'task'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  lang: searchLanguage.default('cn'),
  /** Results per group. */
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  title: z.string(),
  /** Same-site address with the language prefix: `/en/cyberboard-r4/`. */
  url: z.string(),
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = z.object({
  q: z.string(),
  lang: searchLanguage,
  products: z.array(searchResult),
  manuals: z.array(searchResult),
  info: z.array(searchResult),
  tasks: z.array(searchResult),
});
export type SearchResponse = z.infer<typeof searchResponse>;
