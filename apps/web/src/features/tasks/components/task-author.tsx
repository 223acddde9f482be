import type { UserInfo } from '@miao/contracts/users';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Spec 3: a missing nickname shows the anonymous label. */
export function authorName(user: Pick<UserInfo, 'nickname'>, anonymous: string): string {
  return user.nickname?.trim() || anonymous;
}

/** The avatar, or the drawn default when there is none or it fails. */
export function TaskAvatar({ src, size = 'sm' }: { src: string; size?: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className={`avatar avatar--${size}`}
        src={src}
        alt=""
        width={64}
        height={64}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`avatar avatar--${size} avatar--default`} aria-hidden="true">
      <svg viewBox="0 0 64 64" focusable="false">
        <path d="M14 52c2.5-9 9.5-14 18-14s15.5 5 18 14" fill="currentColor" opacity="0.55" />
        <path d="M20 30V12l7 7h10l7-7v18a12 12 0 0 1-24 0z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** Avatar and nickname of a sponsor, voter or mentioned member. */
export function TaskAuthor({ user, size = 'sm' }: { user: UserInfo; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const name = user.nickname?.trim();
  return (
    <span className="task-author">
      <TaskAvatar src={user.avatar} size={size} />
      <span className={`task-author__name${name ? '' : ' user-name--anonymous'}`}>
        {name || t('common.anonymous')}
      </span>
    </span>
  );
}
