import type { AppPlatform, AppVersion } from '@miao/contracts/apps';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExternalIcon } from '@/components/icons/ui-icons';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import type { AppDownloadPage } from '@/content/info/types';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/dates';
import { newestPerPlatform, useAppReleases, useVersionHistory } from '@/features/info/api/app-versions';
import { useTranslation } from '@/lib/use-translation';
import { StepList, useCopy } from './parts';

const isPlatform = (value: string | null, platforms: readonly AppPlatform[]): value is AppPlatform =>
  value !== null && (platforms as readonly string[]).includes(value);

function PlatformGlyph({ platform }: { platform: AppPlatform }) {
  const common = {
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (platform) {
    case 'windows':
      return (
        <svg {...common} fill="currentColor">
          <path d="M3 5.3l7.5-1.1v7.3H3zm8.5-1.2L21 2.7v8.8h-9.5zM3 12.5h7.5v7.3L3 18.7zm8.5 0H21v8.8l-9.5-1.4z" />
        </svg>
      );
    case 'mac':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.6}>
          <rect x="3" y="4" width="18" height="12" rx="1.6" />
          <path d="M9 20h6M12 16v4" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.6}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
        </svg>
      );
  }
}

/** A release's notes in the page language (the other language when it has none). */
function notesOf(release: AppVersion, language: 'cn' | 'en'): string {
  const own = language === 'cn' ? release.notes_cn : release.notes_en;
  return own.trim() || (language === 'cn' ? release.notes_en : release.notes_cn).trim();
}

/**
 * Spec 2 app download, in two steps: choose a platform (each shows its newest version), then
 * download it with its version, date, notes and requirements, earlier versions below. The choice
 * lives in `?platform=`, so both steps work as plain links before scripts run.
 */
export function AppDownload({ page }: { page: AppDownloadPage }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const copy = useCopy();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const requested = params.get('platform');
  const platform = isPlatform(requested, page.platforms) ? requested : undefined;
  const releases = useAppReleases(page.appCode);
  const newest = releases.data ? newestPerPlatform(releases.data.results, page.platforms) : {};
  const stepTwo = useRef<HTMLHeadingElement>(null);
  const previous = useRef(platform);

  useEffect(() => {
    // after a choice (not on arrival) move to the download step, so a phone user sees it
    if (platform && previous.current !== platform) {
      stepTwo.current?.focus({ preventScroll: true });
      stepTwo.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    previous.current = platform;
  }, [platform]);

  const platformName = (p: AppPlatform) => t(`info.app.platforms.${p}`);
  const desktopOnPhone = mobile && page.platforms.some((p) => p === 'windows' || p === 'mac');

  return (
    <article className="info-page info-page--app">
      <header className="info-hero">
        <div className="info-hero__copy">
          <p className="eyebrow">{copy(page.eyebrow)}</p>
          <h1 className="info-hero__title">{copy(page.title)}</h1>
          <p className="info-hero__lead">{copy(page.description)}</p>
        </div>
      </header>

      <ol className="app-steps" aria-label={t('info.app.stepsLabel')}>
        <li className="app-steps__item" aria-current={platform ? undefined : 'step'}>
          <span className="app-steps__number mono">1</span>
          {copy(page.steps.choose)}
        </li>
        <li
          className={`app-steps__item${platform ? '' : ' is-later'}`}
          aria-current={platform ? 'step' : undefined}
        >
          <span className="app-steps__number mono">2</span>
          {copy(page.steps.download)}
        </li>
      </ol>

      <section className="app-step" aria-labelledby="app-step-1">
        <h2 id="app-step-1" className="app-step__title">
          <span className="app-step__eyebrow">{t('info.app.step', { n: 1 })}</span>
          {copy(page.steps.choose)}
        </h2>
        {desktopOnPhone ? <p className="info-note">{t('info.app.phoneHint')}</p> : null}
        <ul className="platform-grid">
          {page.platforms.map((p) => {
            const release = newest[p];
            const chosen = p === platform;
            return (
              <li key={p}>
                <Link
                  to={`?platform=${p}`}
                  replace={!!platform}
                  preventScrollReset
                  className={`platform-card${chosen ? ' is-chosen' : ''}`}
                  aria-current={chosen ? 'true' : undefined}
                >
                  <span className="platform-card__icon">
                    <PlatformGlyph platform={p} />
                  </span>
                  <span className="platform-card__name">{platformName(p)}</span>
                  <span className="platform-card__summary">
                    {copy(page.platformCopy[p]?.summary ?? page.steps.choose)}
                  </span>
                  <span className="platform-card__version mono">
                    {release
                      ? t('info.app.newest', { version: release.version })
                      : releases.isPending
                        ? t('info.app.checking')
                        : t('info.app.newest', { version: page.fallback.version })}
                  </span>
                  <span className="platform-card__action">
                    {chosen ? t('info.app.chosen') : t('info.app.choose', { platform: platformName(p) })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {platform ? (
        <section className="app-step app-step--download" aria-labelledby="app-step-2">
          <h2 id="app-step-2" className="app-step__title" tabIndex={-1} ref={stepTwo}>
            <span className="app-step__eyebrow">{t('info.app.step', { n: 2 })}</span>
            {copy(page.steps.download)} · {platformName(platform)}
          </h2>
          <div className="app-release">
            <ReleaseCard
              page={page}
              platform={platform}
              release={newest[platform]}
              state={releases.isPending ? 'pending' : releases.isError ? 'error' : 'done'}
            />
            <div className="app-release__side">
              {page.platformCopy[platform] ? (
                <div className="info-panel">
                  <h3 className="info-panel__title">{t('info.app.requirements')}</h3>
                  <p>{copy(page.platformCopy[platform].requirements)}</p>
                </div>
              ) : null}
              <div className="info-panel">
                <h3 className="info-panel__title">{t('info.app.afterInstall')}</h3>
                <StepList steps={page.afterInstall} />
              </div>
            </div>
          </div>
          <VersionHistory appCode={page.appCode} platform={platform} language={language} />
          <Link to="?" preventScrollReset className="slide__link app-step__change">
            {t('info.app.change')}
          </Link>
        </section>
      ) : null}
    </article>
  );
}

function ReleaseCard(props: {
  page: AppDownloadPage;
  platform: AppPlatform;
  release: AppVersion | undefined;
  state: 'pending' | 'error' | 'done';
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { page, platform, release } = props;
  if (props.state === 'pending') return <Skeleton lines={4} label={t('info.app.checking')} />;
  const version = release?.version ?? page.fallback.version;
  const url = release?.download_url ?? (platform === 'web' ? page.fallback.webUrl : undefined);
  const notes = release ? notesOf(release, language) : '';
  return (
    <div className="release-card">
      <p className="release-card__version mono">{t('info.app.newest', { version })}</p>
      {release ? (
        <p className="release-card__date">
          {t('info.app.released', { date: formatDate(release.released_at, language) })}
        </p>
      ) : null}
      {!release ? <p className="info-note">{t('info.app.unavailable', { version })}</p> : null}
      {notes ? (
        <div className="release-card__notes">
          <h3 className="info-panel__title">{t('info.app.notes')}</h3>
          <p className="release-card__text">{notes}</p>
        </div>
      ) : null}
      {url ? (
        platform === 'web' ? (
          <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
            {t('info.app.openWeb')}
            <ExternalIcon />
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        ) : (
          <a className="button button--primary" href={url} download>
            {t('info.app.download', { version })}
          </a>
        )
      ) : null}
    </div>
  );
}

function VersionHistory({
  appCode,
  platform,
  language,
}: {
  appCode: string;
  platform: AppPlatform;
  language: 'cn' | 'en';
}) {
  const { t } = useTranslation();
  const history = useVersionHistory(appCode, platform);
  const releases = history.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <section className="version-history" aria-labelledby="version-history-title">
      <h3 id="version-history-title" className="info-panel__title">
        {t('info.app.history')}
      </h3>
      {history.isPending ? (
        <Skeleton lines={3} />
      ) : history.isError ? (
        <ErrorState message={t('common.loadFailed')} onRetry={() => void history.refetch()} />
      ) : releases.length === 0 ? (
        <p className="muted">{t('info.app.historyEmpty')}</p>
      ) : (
        <>
          <ol className="version-history__list">
            {releases.map((release, index) => (
              <li key={release.id} className="version-history__item">
                <span className="version-history__version mono">
                  {release.version}
                  {index === 0 ? <span className="tag tag--accent">{t('info.app.latest')}</span> : null}
                </span>
                <span className="version-history__date">{formatDate(release.released_at, language)}</span>
                <span className="version-history__notes">{notesOf(release, language)}</span>
                <a
                  className="slide__link"
                  href={release.download_url}
                  {...(platform === 'web'
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : { download: true })}
                >
                  {platform === 'web'
                    ? t('info.app.openWeb')
                    : t('info.app.download', { version: release.version })}
                </a>
              </li>
            ))}
          </ol>
          {history.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {t('info.app.loadMore')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
