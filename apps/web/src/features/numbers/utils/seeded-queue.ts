import { queryKeys } from '@/lib/query-keys';
import { visitorQueries } from '@/lib/visitor-queries';

/**
 * The number page rendered with its queue (decision 049): GET /api/number-selection/{activity} as a
 * visitor, so the queue's size and the numbers taken are in the server's HTML (the page showed a
 * skeleton until the browser asked: its LCP was that late text, 3.6 s on a phone).
 */
export const queueQueries = visitorQueries('miao-number-queue', queryKeys.numbers.queue('').slice(0, 2));
