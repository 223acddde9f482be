import type { FastifyReply } from 'fastify';

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): formula starts defused with a leading quote, then quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document with a header row and CRLF line ends. It starts with a UTF-8 byte-order mark so
 * spreadsheet programs read Chinese names correctly.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Answers a CSV download, never cached. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
