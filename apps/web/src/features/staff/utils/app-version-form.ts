import {
  appVersionCreate,
  appVersionUpdate,
  type AppPlatform,
  type AppVersion,
  type AppVersionCreate,
  type AppVersionUpdate,
} from '@miao/contracts/apps';
import { fromLocalInput, toLocalInput } from '@/lib/dates';

/** The app codes the site's download pages read (AM Master serves CYBERBLADE too, decision 007). */
export const KNOWN_APP_CODES = ['am-master', 'cyberblade'] as const;

export interface AppVersionFormValues {
  app_code: string;
  platform: AppPlatform;
  version: string;
  download_url: string;
  notes_cn: string;
  notes_en: string;
  /** datetime-local text in the browser's zone; empty means "now" for a new release. */
  released_at: string;
}
export type AppVersionField = keyof AppVersionFormValues;
export type AppVersionFormErrors = Partial<Record<AppVersionField, true>>;

export function emptyAppVersionForm(): AppVersionFormValues {
  return {
    app_code: KNOWN_APP_CODES[0],
    platform: 'windows',
    version: '',
    download_url: '',
    notes_cn: '',
    notes_en: '',
    released_at: '',
  };
}

export function appVersionFormValues(version: AppVersion): AppVersionFormValues {
  return {
    app_code: version.app_code,
    platform: version.platform,
    version: version.version,
    download_url: version.download_url,
    notes_cn: version.notes_cn,
    notes_en: version.notes_en,
    released_at: toLocalInput(version.released_at),
  };
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[] }[]): AppVersionFormErrors {
  const errors: AppVersionFormErrors = {};
  for (const issue of issues) errors[issue.path[0] as AppVersionField] = true;
  return errors;
}

/** A time typed but not readable stays as text, so the schema refuses it rather than dropping it. */
function releasedAt(text: string): string | undefined {
  if (!text.trim()) return undefined;
  return fromLocalInput(text) ?? text;
}

export type AppVersionFormResult<T> = { ok: true; data: T } | { ok: false; errors: AppVersionFormErrors };

/** A new release, checked with the server's schema. */
export function appVersionCreateRequest(
  values: AppVersionFormValues,
): AppVersionFormResult<AppVersionCreate> {
  const parsed = appVersionCreate.safeParse({ ...values, released_at: releasedAt(values.released_at) });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error.issues) };
}

/** An edit: only the fields that differ from the saved release. */
export function appVersionUpdateRequest(
  saved: AppVersion,
  values: AppVersionFormValues,
): AppVersionFormResult<AppVersionUpdate> {
  const parsed = appVersionUpdate.safeParse({ ...values, released_at: releasedAt(values.released_at) });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed.data) as [keyof AppVersionUpdate, unknown][]) {
    if (value === undefined) continue;
    const same =
      field === 'released_at'
        ? new Date(String(value)).getTime() === new Date(saved.released_at).getTime() ||
          // the input holds minutes: an unchanged field must not move the saved seconds
          values.released_at === toLocalInput(saved.released_at)
        : value === saved[field];
    if (!same) data[field] = value;
  }
  return { ok: true, data: data as AppVersionUpdate };
}

/** The server's `fields` of a 422 as the form's errors. */
export function serverAppVersionErrors(fields: readonly string[]): AppVersionFormErrors {
  const known: readonly string[] = Object.keys(emptyAppVersionForm());
  return fieldErrors(fields.filter((f) => known.includes(f)).map((f) => ({ path: [f] })));
}
