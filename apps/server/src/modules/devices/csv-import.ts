import {
  DEVICE_CSV_COLUMNS,
  DEVICE_IMPORT_MAX_ROWS,
  DEVICE_TEXT_MAX,
  normaliseSn,
  SN_PATTERN,
  type DeviceRowError,
} from '@miao/contracts/devices';

/** Parses CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF, a leading BOM) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export interface DeviceRow {
  /** The line of the file (1 is the header). */
  line: number;
  sn: string;
  productCode: string;
  productionDate: string;
  manufacturer: string;
  productionName: string;
  channel: string;
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Reads and checks every row, naming each problem by line and column. `knownProducts` are the
 * catalogue's codes; `existing` says which SNs are already stored. Nothing is saved here.
 */
export function checkDeviceCsv(
  text: string,
  knownProducts: ReadonlySet<string>,
): { rows: DeviceRow[]; errors: DeviceRowError[] } {
  const errors: DeviceRowError[] = [];
  const lines = parseCsv(text);
  const header = lines[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (header.length !== DEVICE_CSV_COLUMNS.length || DEVICE_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    return { rows: [], errors: [{ row: 1, field: 'header', problem: 'header' }] };
  }
  const rows: DeviceRow[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return; // blank line
    if (cells.length !== DEVICE_CSV_COLUMNS.length) {
      errors.push({ row: line, field: 'row', problem: 'columns' });
      return;
    }
    const [sn, productCode, productionDate, manufacturer, productionName, channel] = cells.map((c) =>
      c.trim(),
    ) as [string, string, string, string, string, string];
    const row: DeviceRow = {
      line,
      sn: normaliseSn(sn),
      productCode,
      productionDate,
      manufacturer,
      productionName,
      channel,
    };
    const problem = (field: string, p: DeviceRowError['problem']) =>
      errors.push({ row: line, field, problem: p });
    if (!SN_PATTERN.test(row.sn)) problem('sn', 'sn_invalid');
    else if (seen.has(row.sn)) problem('sn', 'sn_duplicate');
    else seen.set(row.sn, line);
    if (!knownProducts.has(productCode)) problem('product_code', 'product_unknown');
    if (!validDate(productionDate)) problem('production_date', 'date_invalid');
    for (const [field, value] of [
      ['manufacturer', manufacturer],
      ['production_name', productionName],
    ] as const) {
      if (value === '') problem(field, 'text_required');
      else if (value.length > DEVICE_TEXT_MAX) problem(field, 'text_too_long');
    }
    if (channel.length > DEVICE_TEXT_MAX) problem('channel', 'text_too_long');
    rows.push(row);
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 2, field: 'row', problem: 'empty' });
  if (rows.length > DEVICE_IMPORT_MAX_ROWS)
    errors.push({ row: DEVICE_IMPORT_MAX_ROWS + 2, field: 'row', problem: 'too_many_rows' });
  return { rows, errors };
}
