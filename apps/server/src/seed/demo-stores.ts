// Demo store connections (issue 34, decision 048) so `npm start` shows native webhooks: a Shopify
// shop and a WooCommerce site feeding the overseas store, every selling product of the demo
// catalogue mapped from the SKU `<CODE>` (its code in capitals). The secrets are
// STORE_WEBHOOK_SECRET_* or, outside production only, DEMO_STORE_SECRETS (production refuses them).
// Never runs in production (see seed/demo.ts).
import { eq } from 'drizzle-orm';
import { DEMO_STORE_SECRETS, type Config } from '../config';
import type { DbOrTx } from '../db/client';
import { storeConnections, storeProductMappings } from '../db/schema/orders';
import { productSettings } from '../db/schema/products';

export const DEMO_SHOP_DOMAIN = 'miao-demo.myshopify.com';
export const DEMO_WOO_SITE = 'shop.miao.example.com';

export async function seedStoreConnections(tx: DbOrTx, config: Config, staffId: number): Promise<void> {
  const products = await tx
    .select({ code: productSettings.code })
    .from(productSettings)
    .where(eq(productSettings.kind, 'product'));
  for (const connection of [
    {
      slug: 'demo-shopify',
      kind: 'shopify' as const,
      domain: DEMO_SHOP_DOMAIN,
      orderPrefix: 'SH',
      secret: config.storeWebhookSecrets.shopify ?? DEMO_STORE_SECRETS.shopify,
    },
    {
      slug: 'demo-woo',
      kind: 'woocommerce' as const,
      domain: DEMO_WOO_SITE,
      orderPrefix: 'WC',
      secret: config.storeWebhookSecrets.woocommerce ?? DEMO_STORE_SECRETS.woocommerce,
    },
  ]) {
    const [row] = await tx
      .insert(storeConnections)
      .values({ ...connection, store: 'overseas', rotatedBy: staffId, rotatedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: storeConnections.id });
    if (!row || products.length === 0) continue;
    await tx
      .insert(storeProductMappings)
      .values(
        products.map((p) => ({
          connectionId: row.id,
          externalKey: p.code.toUpperCase(),
          productCode: p.code,
        })),
      )
      .onConflictDoNothing();
  }
}
