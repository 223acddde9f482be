import {
  productSettingUpdate,
  settingConflict,
  type ProductSetting,
  type ProductSettingUpdate,
} from '@miao/contracts/products';

/** What staff edit on the settings screen (spec 3), per mode where the setting has a mode. */
export const EDITABLE_FIELDS = [
  'cn_status',
  'overseas_status',
  'cn_url',
  'overseas_url',
  'cn_priority',
  'overseas_priority',
  'cn_is_home',
  'overseas_is_home',
  'cn_is_top',
  'overseas_is_top',
  'cn_top_name',
  'overseas_top_name',
  'hide_buy',
  'jump_url',
  // issue 18: price, group buy and shipping estimate per mode
  'cn_price_min',
  'cn_price_max',
  'overseas_price_min',
  'overseas_price_max',
  'cn_gb_start',
  'cn_gb_end',
  'cn_gb_ship_month',
  'overseas_gb_start',
  'overseas_gb_end',
  'overseas_gb_ship_month',
  'cn_dispatch_days',
  'overseas_dispatch_days',
] as const satisfies readonly (keyof ProductSettingUpdate)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];

type TypedField =
  `${'cn' | 'overseas'}_${'priority' | 'price_min' | 'price_max' | 'gb_start' | 'gb_end' | 'gb_ship_month' | 'dispatch_days'}`;

/**
 * The inputs' values: the API's own field names; numbers, dates and months as typed (text) until
 * parsed: prices in yuan or dollars (`1299.50`), group-buy days as `YYYY-MM-DD`, the shipping
 * month as `YYYY-MM`; empty for none.
 */
export type SettingFormValues = {
  [K in EditableField]: K extends TypedField ? string : ProductSetting[K];
};

export type SettingErrorKind =
  'url' | 'priority' | 'name' | 'price' | 'priceRange' | 'date' | 'gbDates' | 'month' | 'days';

/** An error as a translation key under `staff.settings.errors`. */
export type SettingFormErrors = Partial<Record<EditableField, SettingErrorKind>>;

const PRICE_FIELDS = ['cn_price_min', 'cn_price_max', 'overseas_price_min', 'overseas_price_max'] as const;
const DAY_FIELDS = ['cn_gb_start', 'cn_gb_end', 'overseas_gb_start', 'overseas_gb_end'] as const;
const NUMBER_FIELDS = ['cn_dispatch_days', 'overseas_dispatch_days'] as const;

/** Group-buy days are the mode's own: Beijing time in China mode, UTC overseas (as the pages show them). */
const ZONE_OFFSET = { cn: '+08:00', overseas: 'Z' } as const;
const zoneOf = (field: string) => (field.startsWith('cn_') ? 'cn' : 'overseas');

/** Minor units as the form shows them: 129900 → "1299", 18950 → "189.50". */
export function priceText(minor: number | null): string {
  if (minor === null) return '';
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** "1299.5" → 129950; empty → null; anything else NaN, which the schema refuses. */
export function priceMinor(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A stored moment as the mode's calendar day (`YYYY-MM-DD`) for a date input. */
function dayText(iso: string | null, field: string): string {
  if (!iso) return '';
  const shift = zoneOf(field) === 'cn' ? 8 * 3600_000 : 0;
  return new Date(Date.parse(iso) + shift).toISOString().slice(0, 10);
}

/** A day from a date input as a moment: the window opens at the day's start and closes at its end. */
function dayMoment(text: string, field: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return 'invalid';
  const time = field.endsWith('_end') ? '23:59:59' : '00:00:00';
  return `${trimmed}T${time}${ZONE_OFFSET[zoneOf(field)]}`;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function settingFormValues(setting: ProductSetting): SettingFormValues {
  return {
    cn_status: setting.cn_status,
    overseas_status: setting.overseas_status,
    cn_url: setting.cn_url,
    overseas_url: setting.overseas_url,
    cn_priority: String(setting.cn_priority),
    overseas_priority: String(setting.overseas_priority),
    cn_is_home: setting.cn_is_home,
    overseas_is_home: setting.overseas_is_home,
    cn_is_top: setting.cn_is_top,
    overseas_is_top: setting.overseas_is_top,
    cn_top_name: setting.cn_top_name,
    overseas_top_name: setting.overseas_top_name,
    hide_buy: setting.hide_buy,
    jump_url: setting.jump_url,
    cn_price_min: priceText(setting.cn_price_min),
    cn_price_max: priceText(setting.cn_price_max),
    overseas_price_min: priceText(setting.overseas_price_min),
    overseas_price_max: priceText(setting.overseas_price_max),
    cn_gb_start: dayText(setting.cn_gb_start, 'cn_gb_start'),
    cn_gb_end: dayText(setting.cn_gb_end, 'cn_gb_end'),
    cn_gb_ship_month: setting.cn_gb_ship_month ?? '',
    overseas_gb_start: dayText(setting.overseas_gb_start, 'overseas_gb_start'),
    overseas_gb_end: dayText(setting.overseas_gb_end, 'overseas_gb_end'),
    overseas_gb_ship_month: setting.overseas_gb_ship_month ?? '',
    cn_dispatch_days: setting.cn_dispatch_days === null ? '' : String(setting.cn_dispatch_days),
    overseas_dispatch_days:
      setting.overseas_dispatch_days === null ? '' : String(setting.overseas_dispatch_days),
  };
}

/** A priority as typed: whole digits only, else NaN, which the schema refuses. */
function priorityNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function errorKind(field: EditableField): SettingErrorKind {
  if (field.endsWith('_priority')) return 'priority';
  if (field.endsWith('_url')) return 'url';
  if (field.includes('_price_')) return 'price';
  if (field.endsWith('_gb_start') || field.endsWith('_gb_end')) return 'date';
  if (field.endsWith('_ship_month')) return 'month';
  if (field.endsWith('_dispatch_days')) return 'days';
  return 'name';
}

/** The typed texts as the API's values (unparseable text becomes a value the schema refuses). */
function parsedValues(values: SettingFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...values,
    cn_priority: priorityNumber(values.cn_priority),
    overseas_priority: priorityNumber(values.overseas_priority),
    cn_gb_ship_month: values.cn_gb_ship_month.trim() || null,
    overseas_gb_ship_month: values.overseas_gb_ship_month.trim() || null,
  };
  for (const field of PRICE_FIELDS) out[field] = priceMinor(values[field]);
  for (const field of DAY_FIELDS) out[field] = dayMoment(values[field], field);
  for (const field of NUMBER_FIELDS) out[field] = wholeNumber(values[field]);
  return out;
}

/** Two stored moments are one value when they are the same instant (the form rewrites the zone). */
function same(field: EditableField, a: unknown, b: unknown): boolean {
  if ((DAY_FIELDS as readonly string[]).includes(field) && typeof a === 'string' && typeof b === 'string')
    return Date.parse(a) === Date.parse(b);
  return a === b;
}

export type SettingFormResult =
  { ok: true; update: ProductSettingUpdate } | { ok: false; errors: SettingFormErrors };

/**
 * Checks the form with the server's own schema (`productSettingUpdate`) and answers only the fields
 * that differ from the saved setting: two staff editing different fields of one product do not
 * overwrite each other, and an untouched form sends nothing.
 */
export function settingFormUpdate(setting: ProductSetting, values: SettingFormValues): SettingFormResult {
  const parsed = productSettingUpdate.safeParse(parsedValues(values));
  if (!parsed.success) {
    const errors: SettingFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EditableField | undefined;
      if (field && (EDITABLE_FIELDS as readonly string[]).includes(field)) errors[field] ??= errorKind(field);
    }
    return { ok: false, errors };
  }
  const conflict = settingConflict({ ...setting, ...parsed.data });
  if (conflict) {
    const kind = conflict.code === 'price_range_invalid' ? 'priceRange' : 'gbDates';
    return {
      ok: false,
      errors: Object.fromEntries(conflict.fields.map((field) => [field, kind])) as SettingFormErrors,
    };
  }
  const update: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const next = parsed.data[field];
    if (next !== undefined && !same(field, next, setting[field])) update[field] = next;
  }
  return { ok: true, update: update as ProductSettingUpdate };
}

/** The server's `fields` of a 422 (`validation_error`) as the form's errors. */
export function serverSettingErrors(fields: readonly string[]): SettingFormErrors {
  const errors: SettingFormErrors = {};
  for (const field of fields) {
    if ((EDITABLE_FIELDS as readonly string[]).includes(field)) {
      errors[field as EditableField] ??= errorKind(field as EditableField);
    }
  }
  return errors;
}
