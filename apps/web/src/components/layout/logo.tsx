import { LocalLink } from '@/components/ui/local-link';
import { useTranslation } from '@/lib/use-translation';

/** The brand mark (an M with cat ears and two lit eyes) and the wordmark; goes home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalLink to="/" className={`logo ${className ?? ''}`} aria-label={t('layout.homeLink')}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path
          d="M12 50V16l11 11h18l11-11v34"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle className="logo__eye" cx="25.5" cy="39" r="3.2" />
        <circle className="logo__eye" cx="38.5" cy="39" r="3.2" />
      </svg>
      <span className="logo__word">MIAO</span>
    </LocalLink>
  );
}
