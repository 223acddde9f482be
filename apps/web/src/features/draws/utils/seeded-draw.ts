import { queryKeys } from '@/lib/query-keys';
import { visitorQueries } from '@/lib/visitor-queries';

/**
 * The draw page rendered with its draw (issue 34, decision 049): GET /api/draws/{slug} as a visitor,
 * so the commitment, the entry count and the winners are in the server's HTML.
 */
export const drawQueries = visitorQueries('miao-draw', [queryKeys.draws.detail('')[0]]);
