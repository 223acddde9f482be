import type { AppVersion } from '@miao/contracts/apps';
import type { AppVersionRow } from './service';

export function presentAppVersion(row: AppVersionRow): AppVersion {
  return {
    id: row.id,
    app_code: row.appCode,
    platform: row.platform,
    version: row.version,
    download_url: row.downloadUrl,
    notes_cn: row.notesCn,
    notes_en: row.notesEn,
    released_at: row.releasedAt.toISOString(),
  };
}
