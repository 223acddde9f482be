import { queryKeys } from '@/lib/query-keys';
import { visitorQueries } from '@/lib/visitor-queries';

/**
 * A member's page rendered with their profile (issue 35, decision 062): GET /api/users/{id} as a
 * visitor, so the name, bio, links and tasks are in the server's HTML; only that key (['users', id]),
 * never the member's comments or rewards pages, which load after hydration as before.
 */
export const userQueries = visitorQueries('miao-member', [queryKeys.users.detail(0)[0]]);
