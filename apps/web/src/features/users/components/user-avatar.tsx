import { useState } from 'react';

/** The avatar, or a drawn default when there is none or it fails to load. */
export function UserAvatar({
  src,
  alt,
  size = 'md',
}: {
  src: string | null | undefined;
  alt: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const className = `avatar avatar--${size}`;
  if (src && !failed) {
    return (
      <img className={className} src={src} alt={alt} width={96} height={96} onError={() => setFailed(true)} />
    );
  }
  return (
    <span className={`${className} avatar--default`} role="img" aria-label={alt}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M14 52c2.5-9 9.5-14 18-14s15.5 5 18 14" fill="currentColor" opacity="0.55" />
        <path d="M20 30V12l7 7h10l7-7v18a12 12 0 0 1-24 0z" fill="currentColor" />
        <circle cx="27.5" cy="28" r="2" className="avatar__eye" />
        <circle cx="36.5" cy="28" r="2" className="avatar__eye" />
      </svg>
    </span>
  );
}
