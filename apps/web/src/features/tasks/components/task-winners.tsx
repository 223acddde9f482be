import type { UserInfo } from '@miao/contracts/users';
import { useId } from 'react';
import type { Language } from '@/lib/language';
import { formatCoins } from '@/features/tasks/utils/task-dates';
import { TaskAuthor } from './task-author';
import { TrophyIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

export interface TaskWinner {
  id: number;
  user: UserInfo;
  number: number;
  coinName: string;
  pending: boolean;
}

/** Spec 2 winners list, fed by rewards (comments issue); nothing is shown while it is empty. */
export function TaskWinners({ winners, language }: { winners: readonly TaskWinner[]; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (winners.length === 0) return null;
  return (
    <section className="card task-winners" aria-labelledby={titleId}>
      <h2 id={titleId} className="task-side-card__title">
        <TrophyIcon /> {t('tasks.winners.title')}
      </h2>
      <ul className="task-winners__list">
        {winners.map((w) => (
          <li key={w.id} className="task-winners__item">
            <TaskAuthor user={w.user} />
            <span className="mono task-winners__amount">
              +{formatCoins(w.number, language)} {w.coinName}
            </span>
            {w.pending ? <span className="tag tag--pending">{t('tasks.winners.pending')}</span> : null}
          </li>
        ))}
      </ul>
      {winners.some((w) => w.pending) ? (
        <p className="task-side-card__text">{t('tasks.winners.pendingNote')}</p>
      ) : null}
    </section>
  );
}
