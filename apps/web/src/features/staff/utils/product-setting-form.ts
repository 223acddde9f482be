import {
  productSettingUpdate,
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
] as const satisfies readonly (keyof ProductSettingUpdate)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];

type PriorityField = 'cn_priority' | 'overseas_priority';

/** The inputs' values: the API's own field names; priorities as typed (text) until parsed. */
export type SettingFormValues = {
  [K in EditableField]: K extends PriorityField ? string : ProductSetting[K];
};

/** An error as a translation key under `staff.settings.errors`. */
export type SettingFormErrors = Partial<Record<EditableField, 'url' | 'priority' | 'name'>>;

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
  };
}

/** A priority as typed: whole digits only, else NaN, which the schema refuses. */
function priorityNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function errorKind(field: EditableField): 'url' | 'priority' | 'name' {
  if (field.endsWith('_priority')) return 'priority';
  if (field.endsWith('_url')) return 'url';
  return 'name';
}

export type SettingFormResult =
  { ok: true; update: ProductSettingUpdate } | { ok: false; errors: SettingFormErrors };

/**
 * Checks the form with the server's own schema (`productSettingUpdate`) and answers only the fields
 * that differ from the saved setting: two staff editing different fields of one product do not
 * overwrite each other, and an untouched form sends nothing.
 */
export function settingFormUpdate(setting: ProductSetting, values: SettingFormValues): SettingFormResult {
  const parsed = productSettingUpdate.safeParse({
    ...values,
    cn_priority: priorityNumber(values.cn_priority),
    overseas_priority: priorityNumber(values.overseas_priority),
  });
  if (!parsed.success) {
    const errors: SettingFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EditableField | undefined;
      if (field && (EDITABLE_FIELDS as readonly string[]).includes(field)) errors[field] ??= errorKind(field);
    }
    return { ok: false, errors };
  }
  const update: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const next = parsed.data[field];
    if (next !== undefined && next !== setting[field]) update[field] = next;
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
