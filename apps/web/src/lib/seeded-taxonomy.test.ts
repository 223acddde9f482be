import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { seedTaxonomy, taxonomyElement, taxonomyFromDocument, type TaskTaxonomy } from './seeded-taxonomy';

const page = <T>(results: T[]) => ({ results, count: results.length, page_number: 1, page_size: 1000 });

const taxonomy: TaskTaxonomy = {
  categories: page([{ id: 3, name: '晒图', name_en: 'Desk photos', is_public: true } as never]),
  tags: page([{ id: 7, name: '#LED2025 </script>', name_en: null, name_ja: null, group_id: 2 }]),
  tagGroups: page([{ id: 2, name: '灯光', name_en: 'Lighting', name_ja: null }]),
};

describe('the filters a task board page carries', () => {
  it('come back as the server rendered them and fill the visitor’s queries, fresh', () => {
    document.head.innerHTML = taxonomyElement(taxonomy);
    const carried = taxonomyFromDocument(document);
    expect(carried).toEqual(taxonomy);

    const client = createQueryClient();
    seedTaxonomy(client, carried);
    expect(client.getQueryData(queryKeys.tasks.categories(false))).toEqual(taxonomy.categories);
    expect(client.getQueryData(queryKeys.tasks.tags)).toEqual(taxonomy.tags);
    expect(client.getQueryData(queryKeys.tasks.tagGroups)).toEqual(taxonomy.tagGroups);
    // a member's categories (staff see more) are not the visitor's answer: asked for as before
    expect(client.getQueryData(queryKeys.tasks.categories(true))).toBeUndefined();
    // the page is kept only while the taxonomy is unchanged: no second fetch on load
    expect(client.getQueryState(queryKeys.tasks.tags)?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('are none on other pages, and a malformed element is ignored', () => {
    document.head.innerHTML = taxonomyElement(undefined);
    expect(taxonomyFromDocument(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="miao-task-taxonomy">{"tags":{}}</script>';
    expect(taxonomyFromDocument(document)).toBeUndefined();
    const client = createQueryClient();
    seedTaxonomy(client, undefined);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
