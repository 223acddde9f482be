import { useTranslation } from '@/lib/use-translation';
import { DownloadIcon } from './staff-icons';

/**
 * "Download CSV": a plain link to the export. The browser sends the token cookie (the server reads
 * it like the Bearer header) and saves the `attachment` it answers, so no script holds the file.
 */
export function CsvDownloadLink({ href, list }: { href: string; list: string }) {
  const { t } = useTranslation();
  return (
    <a className="button button--secondary button--small staff-csv" href={href} download>
      <DownloadIcon />
      {t('staff.csv.download')}
      <span className="visually-hidden"> ({list})</span>
    </a>
  );
}
