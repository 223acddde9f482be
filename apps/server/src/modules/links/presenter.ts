import type { ShortLink } from '@miao/contracts/links';
import type { ShortLinkRow } from './service';

export function presentShortLink(row: ShortLinkRow, publicUrl: string): ShortLink {
  return {
    id: row.id,
    target: row.target,
    url: `${publicUrl}/sl/${encodeURIComponent(row.id)}/`,
    hits: row.hits,
    created_by: row.createdBy,
    create_time: row.createdAt.toISOString(),
  };
}
