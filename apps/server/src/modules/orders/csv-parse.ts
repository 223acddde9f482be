/**
 * RFC 4180 CSV into rows of cells: quoted cells may hold commas, quotes ("") and line breaks; CRLF
 * or LF line ends; a leading byte-order mark is dropped; blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (!(row.length === 1 && row[0]!.trim() === '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (input[i + 1] === '\n') i += 1;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
