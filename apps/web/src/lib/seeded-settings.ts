import type { ProductSetting } from '@miao/contracts/products';
import type { QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
import type { Language } from './language';
import { queryKeys } from './query-keys';

/** The `<script type="application/json">` that carries the server's product settings into the page. */
export const SETTINGS_ELEMENT_ID = 'miao-product-settings';

// The clients whose settings came with the page: both renders start from them, so the settings
// may be used during hydration (otherwise the page waits until it has hydrated, spec-free fallback).
const seeded = new WeakSet<QueryClient>();

/**
 * Puts the settings the page was rendered with into the query client before the first render:
 * the server's render and the browser's hydration then show the same names, order and statuses,
 * and nothing moves when the page comes alive (issue 18: layout shift on the product lists).
 */
export function seedProductSettings(client: QueryClient, settings: ProductSetting[] | undefined): void {
  if (!settings) return;
  client.setQueryData(queryKeys.products.settings, settings);
  seeded.add(client);
}

export function isSeeded(client: QueryClient): boolean {
  return seeded.has(client);
}

/**
 * The settings as columns: their field names once, then each setting's values in that order. Every
 * page carries them, and forty settings of thirty-odd fields each repeated every name forty times.
 */
interface SettingColumns {
  fields: string[];
  rows: unknown[][];
}

/** The fields of the mode a page is not in (spec 1: `cn_*` are China mode's, `overseas_*` the other's). */
const OTHER_MODE_PREFIX: Record<Language, string> = { cn: 'overseas_', en: 'cn_' };

/**
 * A page is in one mode for its whole life (the language menu loads the other mode's page afresh),
 * so it carries its own mode's fields only: a third fewer bytes on every page. `updated_at` is the
 * staff's and stays out too.
 */
function toColumns(settings: ProductSetting[], language: Language): SettingColumns {
  const other = OTHER_MODE_PREFIX[language];
  // every setting's fields: an optional one (a product's media, decision 050) may be on some only
  const fields = [...new Set(settings.flatMap((setting) => Object.keys(setting)))].filter(
    (field) => !field.startsWith(other) && field !== 'updated_at',
  );
  const rows = settings.map((setting) => fields.map((field) => (setting as Record<string, unknown>)[field]));
  return { fields, rows };
}

function fromColumns(value: unknown): ProductSetting[] | undefined {
  const { fields, rows } = (value ?? {}) as Partial<SettingColumns>;
  if (!Array.isArray(fields) || !Array.isArray(rows)) return undefined;
  return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])) as ProductSetting);
}

/**
 * Whether the settings hold `language`'s fields. Those a page came with hold its own mode's only;
 * should the page move to the other mode without loading afresh, its settings are read again
 * (useSettingsView).
 */
export function carriesMode(settings: readonly ProductSetting[], language: Language): boolean {
  const field = language === 'cn' ? 'cn_status' : 'overseas_status';
  return settings.every((setting) => field in setting);
}

/** Server side: the data element for `<head>`, the page's mode's fields. */
export function settingsElement(settings: ProductSetting[] | undefined, language: Language): string {
  return settings ? jsonElement(SETTINGS_ELEMENT_ID, toColumns(settings, language)) : '';
}

/** Browser side: the settings the server rendered the page with, if it sent them. */
export function settingsFromDocument(doc: Document): ProductSetting[] | undefined {
  return fromColumns(jsonFromDocument(doc, SETTINGS_ELEMENT_ID));
}
