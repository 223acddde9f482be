import type { AppPlatform } from '@miao/contracts/apps';
import { ExternalIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/dates';
import { useNewestAppVersion } from '@/features/products/api/get-newest-app-version';
import { useTranslation } from '@/lib/use-translation';

function PlatformIcon({ platform }: { platform: AppPlatform | 'web' }) {
  const common = {
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    'aria-hidden': true,
    focusable: false,
  } as const;
  if (platform === 'windows')
    return (
      <svg {...common} fill="currentColor">
        <path d="M3 5.2l7.4-1v7.2H3zm8.4-1.2L21 2.6v8.8h-9.6zM3 12.6h7.4v7.2L3 18.8zm8.4 0H21v8.8l-9.6-1.4z" />
      </svg>
    );
  if (platform === 'mac')
    return (
      <svg {...common} fill="currentColor">
        <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.2 5.9c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z" />
      </svg>
    );
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.7}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
    </svg>
  );
}

function PlatformCard({
  appCode,
  platform,
  fallbackVersion,
}: {
  appCode: string;
  platform: AppPlatform;
  fallbackVersion: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const newest = useNewestAppVersion(appCode, platform);
  const name = t(`landing.downloads.platforms.${platform}`);
  const version = newest.data?.version ?? fallbackVersion;
  return (
    <li className="download-card">
      <span className="download-card__icon">
        <PlatformIcon platform={platform} />
      </span>
      <p className="download-card__name">{name}</p>
      <p className="download-card__version mono">
        {t('landing.downloads.version', { version })}
        {newest.data ? (
          <span className="download-card__date"> · {formatDate(newest.data.released_at, language)}</span>
        ) : null}
      </p>
      {newest.data ? (
        <a className="button button--primary" href={newest.data.download_url} download>
          {t('landing.downloads.download', { platform: name })}
        </a>
      ) : newest.isPending ? (
        <span className="button button--secondary is-disabled" aria-disabled="true">
          {t('landing.downloads.checking')}
        </span>
      ) : (
        // the version service is not there or has no release yet: spec 8's "Download failed", why,
        // and a retry; the web version keeps working
        <div className="download-card__missing" role="status">
          <p>
            <strong>{t('landing.downloads.failed')}</strong> {t('landing.downloads.unavailable')}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void newest.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </li>
  );
}

/** AM Master downloads (spec 2): the newest Windows and Mac installers from the version service, and the web app. */
export function AppDownloads(props: {
  appCode: string;
  platforms: AppPlatform[];
  webUrl: string;
  fallbackVersion: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="downloads">
      <ul className="downloads__list">
        {props.platforms.map((platform) => (
          <PlatformCard
            key={platform}
            appCode={props.appCode}
            platform={platform}
            fallbackVersion={props.fallbackVersion}
          />
        ))}
        <li className="download-card">
          <span className="download-card__icon">
            <PlatformIcon platform="web" />
          </span>
          <p className="download-card__name">{t('landing.downloads.platforms.web')}</p>
          <p className="download-card__version">{t('landing.downloads.noInstall')}</p>
          <a
            className="button button--secondary"
            href={props.webUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('landing.downloads.openWeb')}
            <ExternalIcon />
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      </ul>
      <LocalLink to={`/${props.appCode}-history/`} className="slide__link">
        {t('landing.downloads.history')}
      </LocalLink>
    </div>
  );
}
