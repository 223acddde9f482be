import { z } from 'zod';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import { APP_CODE_MAX, APP_NOTES_MAX, APP_VERSION_MAX, MAX_PAGE_SIZE, URL_MAX } from './limits';
import { isHttpUrl } from './products';

/** Spec 2: desktop configurator installers for Windows and Mac, the web app, and the phone apps. */
export const APP_PLATFORMS = ['windows', 'mac', 'web', 'android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const appCodeField = z
  .string()
  .trim()
  .min(1)
  .max(APP_CODE_MAX)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
/** Dotted numbers with an optional suffix: 0.8.6, 1.2.0-beta.1. */
export const appVersionField = z
  .string()
  .trim()
  .min(1)
  .max(APP_VERSION_MAX)
  .regex(/^\d+(\.\d+)*([-+][0-9A-Za-z.-]+)?$/);
/** An absolute http(s) link or a path on this site. */
export const downloadUrlField = z
  .string()
  .trim()
  .min(1)
  .max(URL_MAX)
  .refine(
    (v) => isHttpUrl(v) || (v.startsWith('/') && !v.startsWith('//')),
    'must be an http(s) URL or a site path',
  );

/**
 * Compares two versions number by number (0.8.10 > 0.8.9); a version with a suffix comes before the
 * same numbers without one (0.9.0-beta < 0.9.0). Negative, zero or positive like a sort comparator.
 */
export function compareVersions(a: string, b: string): number {
  const split = (v: string) => {
    const [numbers = '', suffix = ''] = v.split(/[-+](.*)/s);
    return { numbers: numbers.split('.').map((n) => Number(n) || 0), suffix };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.max(x.numbers.length, y.numbers.length); i += 1) {
    const d = (x.numbers[i] ?? 0) - (y.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.suffix === y.suffix) return 0;
  if (!x.suffix) return 1;
  if (!y.suffix) return -1;
  return x.suffix < y.suffix ? -1 : 1;
}

export const appVersion = z.object({
  id: z.number().int(),
  app_code: z.string(),
  platform: z.enum(APP_PLATFORMS),
  version: z.string(),
  download_url: z.string(),
  notes_cn: z.string(),
  notes_en: z.string(),
  released_at: z.string(),
});
export type AppVersion = z.infer<typeof appVersion>;

/** GET /api/app-versions/newest: `version` is the caller's own, to learn whether an update exists. */
export const appNewestQuery = z.object({
  app_code: appCodeField,
  platform: z.enum(APP_PLATFORMS),
  version: appVersionField.optional(),
});
export const appNewestResponse = appVersion.extend({
  /** Whether this release is newer than the given `version`; null when none was given. */
  update_available: z.boolean().nullable(),
});

export const appHistoryQuery = z.object({
  app_code: appCodeField,
  platform: z.enum(APP_PLATFORMS).optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const appHistoryPage = pageOf(appVersion);

/** GET /api/admin/app-versions (staff): every release of every app, newest first, optionally of one app. */
export const adminAppVersionQuery = appHistoryQuery.extend({ app_code: appCodeField.optional() });

const appVersionFields = {
  app_code: appCodeField,
  platform: z.enum(APP_PLATFORMS),
  version: appVersionField,
  download_url: downloadUrlField,
  notes_cn: z.string().trim().max(APP_NOTES_MAX),
  notes_en: z.string().trim().max(APP_NOTES_MAX),
  /** ISO-8601 with an offset. */
  released_at: z.iso.datetime({ offset: true }),
};

/** POST /api/admin/app-versions (staff): notes default to empty, released_at to now. */
export const appVersionCreate = z.object({
  ...appVersionFields,
  notes_cn: appVersionFields.notes_cn.default(''),
  notes_en: appVersionFields.notes_en.default(''),
  released_at: appVersionFields.released_at.optional(),
});
export type AppVersionCreate = z.infer<typeof appVersionCreate>;
/** PATCH /api/admin/app-versions/{id}: only the fields given change. */
export const appVersionUpdate = z.object(appVersionFields).partial().strict();
export type AppVersionUpdate = z.infer<typeof appVersionUpdate>;
