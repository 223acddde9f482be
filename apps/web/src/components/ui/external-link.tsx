import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** A link that leaves the site in a new tab, announced as such to screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
