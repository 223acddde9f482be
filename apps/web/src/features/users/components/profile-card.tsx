import type { Profile } from '@miao/contracts/users';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';
import { useTranslation } from '@/lib/use-translation';
import { ProfileAbout } from './profile-about';
import { UserAvatar } from './user-avatar';
import { displayName, UserName } from './user-name';

/** The user center's card: avatar, name, bio and links, wallet address to copy, contact addresses. */
export function ProfileCard({
  profile,
  language,
  actions,
}: {
  profile: Profile;
  language: Language;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = displayName(profile.nickname, t('common.anonymous'));
  const joined = formatDate(profile.create_time, language);
  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-card__head">
        <UserAvatar src={profile.avatar} alt={t('user.avatarAlt', { name })} size="lg" />
        <div className="profile-card__identity">
          <h1 id="profile-name" className="profile-card__name">
            <UserName nickname={profile.nickname} />
          </h1>
          {joined ? <p className="profile-card__since">{t('user.memberSince', { date: joined })}</p> : null}
        </div>
        {actions ? <div className="profile-card__actions">{actions}</div> : null}
      </div>
      <ProfileAbout bio={profile.bio} links={profile.links} name={name} showEmpty />
      <dl className="profile-card__facts">
        <div className="fact">
          <dt>{t('user.walletAddress')}</dt>
          <dd className="fact__wallet">
            {profile.wallet_address ? (
              <>
                <code className="mono wallet">{profile.wallet_address}</code>
                <CopyButton text={profile.wallet_address} label={t('user.copyWallet')} />
              </>
            ) : (
              <span className="muted">{t('user.notSet')}</span>
            )}
          </dd>
        </div>
        <div className="fact">
          <dt>{t('user.email')}</dt>
          <dd>{profile.email || <span className="muted">{t('user.notLinked')}</span>}</dd>
        </div>
        <div className="fact">
          <dt>{t('user.phone')}</dt>
          <dd>{profile.bind_phone || <span className="muted">{t('user.notLinked')}</span>}</dd>
        </div>
      </dl>
    </section>
  );
}
