import type { ProductSetting } from '@miao/contracts/products';
import type { QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
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

function toColumns(settings: ProductSetting[]): SettingColumns {
  const fields = Object.keys(settings[0] ?? {});
  const rows = settings.map((setting) => fields.map((field) => (setting as Record<string, unknown>)[field]));
  return { fields, rows };
}

function fromColumns(value: unknown): ProductSetting[] | undefined {
  const { fields, rows } = (value ?? {}) as Partial<SettingColumns>;
  if (!Array.isArray(fields) || !Array.isArray(rows)) return undefined;
  return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])) as ProductSetting);
}

/** Server side: the data element for `<head>`. */
export function settingsElement(settings: ProductSetting[] | undefined): string {
  return settings ? jsonElement(SETTINGS_ELEMENT_ID, toColumns(settings)) : '';
}

/** Browser side: the settings the server rendered the page with, if it sent them. */
export function settingsFromDocument(doc: Document): ProductSetting[] | undefined {
  return fromColumns(jsonFromDocument(doc, SETTINGS_ELEMENT_ID));
}
