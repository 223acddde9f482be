// Store and social links of the site's chrome (issue 17): rows of `site_links`, seeded with the
// contracts' defaults, edited by staff, read by every page.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  embedOrigin,
  EMBEDDED_SITE_LINKS,
  isEmbedUrl,
  SITE_LINK_DEFAULTS,
  SITE_LINK_KEYS,
  type SiteLink,
  type SiteLinkKey,
  type SiteLinkUpdate,
} from '@miao/contracts/links';
import type { DbOrTx } from '../../db/client';
import { siteLinks } from '../../db/schema/links';
import { fail } from '../../platform/errors';

type SiteLinkRow = typeof siteLinks.$inferSelect;

function present(row: SiteLinkRow): SiteLink {
  return {
    key: row.key as SiteLinkKey,
    url: row.url,
    cn_url: row.cnUrl,
    overseas_url: row.overseasUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every key gets its row with the default values; rows staff edited are left as they are. */
export async function ensureSiteLinks(db: DbOrTx): Promise<void> {
  await db
    .insert(siteLinks)
    .values(
      SITE_LINK_KEYS.map((key) => {
        const values = SITE_LINK_DEFAULTS[key];
        return { key, url: values.url, cnUrl: values.cn_url, overseasUrl: values.overseas_url };
      }),
    )
    .onConflictDoNothing();
}

/** In the order of SITE_LINK_KEYS (the console's order); rows of keys no longer known are left out. */
export async function listSiteLinks(db: DbOrTx): Promise<SiteLink[]> {
  const rows = await db.select().from(siteLinks).orderBy(asc(siteLinks.key));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return SITE_LINK_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [present(row)] : [];
  });
}

const FIELDS = ['url', 'cn_url', 'overseas_url'] as const;

/**
 * Staff change the named fields only, so two staff editing different fields do not collide. A link
 * the site embeds (the chat widget) takes https addresses only (decision 064); plain http to this
 * machine only with `localHttp` (outside production).
 */
export async function updateSiteLink(
  db: DbOrTx,
  key: SiteLinkKey,
  update: SiteLinkUpdate,
  staffId: number,
  options: { localHttp: boolean } = { localHttp: false },
): Promise<SiteLink> {
  if (EMBEDDED_SITE_LINKS.includes(key)) {
    const fields = FIELDS.filter((f) => update[f] !== undefined && !isEmbedUrl(update[f], options.localHttp));
    if (fields.length > 0) fail('embed_url_invalid', { fields });
  }
  const [row] = await db
    .update(siteLinks)
    .set({
      ...(update.url !== undefined && { url: update.url }),
      ...(update.cn_url !== undefined && { cnUrl: update.cn_url }),
      ...(update.overseas_url !== undefined && { overseasUrl: update.overseas_url }),
      updatedBy: staffId,
      updatedAt: new Date(),
    })
    .where(eq(siteLinks.key, key))
    .returning();
  if (!row) fail('not_found');
  return present(row);
}

/**
 * The origins of every address of the links the site embeds, for the CSP's frame-src (decision
 * 064): scheme, host and port, never a path; an address that is not a safe embed is left out.
 */
export async function embeddedOrigins(db: DbOrTx, localHttp: boolean): Promise<string[]> {
  const rows = await db
    .select()
    .from(siteLinks)
    .where(inArray(siteLinks.key, [...EMBEDDED_SITE_LINKS]));
  const origins = new Set<string>();
  for (const row of rows)
    for (const value of [row.url, row.cnUrl, row.overseasUrl]) {
      const origin = embedOrigin(value, localHttp);
      if (origin) origins.add(origin);
    }
  return [...origins].sort();
}
