/** One grant row as typed or pasted: who (id, e-mail, mobile or wallet address) and how much. */
export interface GrantLine {
  /** The line in the pasted text, from 1, to point at it when the server refuses the row. */
  line: number;
  user: string;
  number: string;
}

const HEADER = /^(user|用户|email|e-mail|邮箱)$/i;

function cells(text: string): string[] {
  return text.split(/[,\t;，]/).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Reads "user,amount" lines (comma, tab or semicolon; a spreadsheet's copy or a CSV file). Blank
 * lines and a header row are skipped. A line without an amount takes `fallback` (the form's
 * amount for everyone). The server checks every row; this only splits the text.
 */
export function parseGrantCsv(text: string, fallback = ''): GrantLine[] {
  const lines: GrantLine[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      const [user = '', number = ''] = cells(raw);
      if (lines.length === 0 && HEADER.test(user)) return;
      lines.push({ line: i + 1, user, number: number || fallback });
    });
  return lines;
}
