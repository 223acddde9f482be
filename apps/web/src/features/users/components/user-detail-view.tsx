import { LocalLink } from '@/components/ui/local-link';
import { EmptyState } from '@/components/ui/state-panels';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';
import type { UserDetail } from '@/features/users/api/get-user';
import { useTranslation } from '@/lib/use-translation';
import { MemberComments, MemberRewards } from './member-activity';
import { ProfileAbout } from './profile-about';
import { UserAvatar } from './user-avatar';
import { displayName, UserName } from './user-name';

/** A member's public page: avatar, name, bio and links, the tasks they started, their comments and rewards. */
export function UserDetailView({ user, language }: { user: UserDetail; language: Language }) {
  const { t } = useTranslation();
  const name = displayName(user.nickname, t('common.anonymous'));
  const joined = formatDate(user.create_time, language);
  return (
    <div className="stack">
      <section className="card profile-card" aria-labelledby="member-name">
        <div className="profile-card__head">
          <UserAvatar src={user.avatar} alt={t('user.avatarAlt', { name })} size="lg" />
          <div className="profile-card__identity">
            <h1 id="member-name" className="profile-card__name">
              <UserName nickname={user.nickname} />
            </h1>
            {joined ? <p className="profile-card__since">{t('user.memberSince', { date: joined })}</p> : null}
          </div>
        </div>
        <ProfileAbout bio={user.bio} links={user.links} name={name} />
      </section>
      <section className="card" aria-labelledby="member-tasks">
        <header className="card__header">
          <h2 id="member-tasks" className="card__title">
            {t('user.tasks')}
          </h2>
          <span className="tag tag--muted">{user.tasks.length}</span>
        </header>
        {user.tasks.length ? (
          <ul className="task-list">
            {user.tasks.map((task) => (
              <li key={task.id} className="task-list__item">
                <LocalLink to={`/tasks/${task.id}/`} className="task-list__title">
                  {task.title}
                </LocalLink>
                <span className={`tag tag--${task.status === 'processing' ? 'accent' : 'muted'}`}>
                  {task.status === 'processing' ? t('user.statusProcessing') : t('user.statusClosed')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            action={
              <LocalLink to="/dao/" className="button button--secondary">
                {t('user.browseCommunity')}
              </LocalLink>
            }
          >
            {t('user.noTasks')}
          </EmptyState>
        )}
      </section>
      <MemberComments userId={user.id} language={language} />
      <MemberRewards userId={user.id} language={language} />
    </div>
  );
}
