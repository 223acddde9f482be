import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawQueries } from '@/features/draws/utils/seeded-draw';
import { queueQueries } from '@/features/numbers/utils/seeded-queue';
import { queryKeys } from './query-keys';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = html;
  return doc;
}

describe('pages rendered with what a visitor is shown', () => {
  it("carries the number page's queue from the server's render into the browser's first render", () => {
    const server = new QueryClient();
    server.setQueryData(queryKeys.numbers.queue('am-hatsu'), {
      total_numbers: 100,
      taken: [1, 8],
      waiting: 2,
    });
    server.setQueryData(queryKeys.draws.detail('rgb65'), { slug: 'rgb65' });
    const state = dehydrate(server, { shouldDehydrateQuery: queueQueries.matches });
    const element = queueQueries.element(state);
    expect(element).toContain('id="miao-number-queue"');

    const browser = new QueryClient();
    queueQueries.seed(browser, queueQueries.fromDocument(documentWith(element)));
    expect(browser.getQueryData(queryKeys.numbers.queue('am-hatsu'))).toMatchObject({ total_numbers: 100 });
    // the draw's answer is not the number page's to carry
    expect(browser.getQueryData(queryKeys.draws.detail('rgb65'))).toBeUndefined();
  });

  it("takes none of another page's queries from the element, and nothing when it is missing", () => {
    const server = new QueryClient();
    server.setQueryData(queryKeys.draws.detail('rgb65'), { slug: 'rgb65' });
    const drawElement = drawQueries.element(dehydrate(server));
    // the draw's queries under the number page's element id: refused as a whole
    const forged = drawElement.replace('miao-draw', 'miao-number-queue');
    expect(queueQueries.fromDocument(documentWith(forged))).toBeUndefined();
    expect(drawQueries.fromDocument(documentWith(drawElement))?.queries).toHaveLength(1);
    expect(queueQueries.fromDocument(documentWith(''))).toBeUndefined();
    expect(queueQueries.element(undefined)).toBe('');
  });
});
