import { queryKeys } from '@/lib/query-keys';
import { visitorQueries } from '@/lib/visitor-queries';

/**
 * The search page rendered with its results (issue 35, decision 063): GET /api/search as a visitor,
 * so the header's form, sent without JavaScript, lands on a page that lists what was found, and the
 * browser hydrates from the same answer. Its key is ['search', lang, query].
 */
export const searchQueries = visitorQueries('miao-search', [queryKeys.search.results('', '')[0]], 2);
