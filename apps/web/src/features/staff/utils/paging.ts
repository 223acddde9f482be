/** Rows per page in the staff lists. */
export const STAFF_PAGE_SIZE = 20;

export function pageCount(count: number, pageSize = STAFF_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
