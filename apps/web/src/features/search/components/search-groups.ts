import type { SearchResponse, SearchResult } from '@miao/contracts/search';

/** The answer's groups in the order shown, each under its heading (`layout.search.group.<key>`). */
export const GROUP_ORDER = ['products', 'manuals', 'info', 'tasks'] as const;
export type GroupKey = (typeof GROUP_ORDER)[number];

export interface ShownGroup {
  key: GroupKey;
  results: SearchResult[];
}

export function groupsOf(answer: SearchResponse | undefined): ShownGroup[] {
  if (!answer) return [];
  return GROUP_ORDER.map((key) => ({ key, results: answer[key] })).filter((g) => g.results.length > 0);
}
