import { CATALOG, type CatalogProduct } from '@miao/contracts/catalog';
import type { DbOrTx } from '../../db/client';
import { productSettings } from '../../db/schema/products';

type SettingRow = typeof productSettings.$inferInsert;

/** Selling is through an external store (spec 1), one per mode. Fictional until configured by staff. */
const CN_STORE = 'https://store.miao.example.cn';
const OVERSEAS_STORE = 'https://store.miao.example.com';

/**
 * A settings row for every entry of the product catalogue (`@miao/contracts/catalog`: landing
 * pages of spec 2, whose variants such as `/custom/`, `-021c` and `/am-hatsu/number/` share their
 * product's row, the non-product pages and the header keys). Statuses are a plausible catalogue;
 * staff edit them on the settings screen and the seed never overwrites an edit.
 */
function toRow(product: CatalogProduct): SettingRow {
  const [cnStatus, overseasStatus] = product.status;
  const [cnHome, overseasHome] = product.home;
  const [cnTop, overseasTop] = product.top;
  const sells = product.kind === 'product';
  const slug = encodeURIComponent(product.code.toLowerCase().replace(/\s+/g, '-'));
  return {
    code: product.code,
    kind: product.kind,
    path: product.path,
    cnName: product.name.cn,
    overseasName: product.name.en,
    cnUrl: product.links.cn ?? (sells ? `${CN_STORE}/products/${slug}` : ''),
    overseasUrl: product.links.overseas ?? (sells ? `${OVERSEAS_STORE}/products/${slug}` : ''),
    cnStatus,
    overseasStatus,
    cnIsTop: cnTop !== null,
    overseasIsTop: overseasTop !== null,
    cnIsHome: cnHome !== null,
    overseasIsHome: overseasHome !== null,
    cnPriority: cnHome ?? 0,
    overseasPriority: overseasHome ?? 0,
    cnTopName: cnTop ?? '',
    overseasTopName: overseasTop ?? '',
    jumpUrl: product.links.jump ?? '',
  };
}

export const SEED_PRODUCT_SETTINGS: readonly SettingRow[] = CATALOG.map(toRow);

/** Every deployment needs these rows; a row that exists is left alone, so staff edits survive restarts. */
export async function ensureProductSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(productSettings)
    .values([...SEED_PRODUCT_SETTINGS])
    .onConflictDoNothing();
}
