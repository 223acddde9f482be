import { useTranslation } from '@/lib/use-translation';

/** Spec 3: a missing nickname shows the anonymous label. */
export function displayName(nickname: string | null | undefined, anonymous: string): string {
  return nickname?.trim() || anonymous;
}

export function UserName({
  nickname,
  className,
}: {
  nickname: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const name = nickname?.trim();
  return (
    <span className={`user-name${name ? '' : ' user-name--anonymous'} ${className ?? ''}`.trim()}>
      {name || t('common.anonymous')}
    </span>
  );
}
