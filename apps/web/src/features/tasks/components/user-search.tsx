import { NICKNAME_MAX } from '@miao/contracts/limits';
import type { UserInfo } from '@miao/contracts/users';
import { useEffect, useId, useState } from 'react';
import { useSearchUsers } from '@/features/tasks/api/search-users';
import { TaskAuthor } from './task-author';
import { SearchIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

const DEBOUNCE_MS = 300;

/** Find a member by nickname (needs user.retrieve): mention picker and sponsor transfer. */
export function UserSearch(props: {
  label: string;
  onPick: (user: UserInfo) => void;
  excludeIds?: readonly number[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useSearchUsers(term);
  const exclude = new Set(props.excludeIds ?? []);
  const users = (found.data?.results ?? []).filter((u) => !exclude.has(u.id));
  const showList = term.length > 0;

  return (
    <div className="user-search">
      <label htmlFor={inputId} className="form__label">
        {props.label}
      </label>
      <div className="user-search__box">
        <SearchIcon />
        <input
          id={inputId}
          className="input user-search__input"
          type="search"
          value={text}
          maxLength={NICKNAME_MAX}
          placeholder={t('tasks.users.placeholder')}
          onChange={(e) => setText(e.target.value)}
          aria-controls={showList ? listId : undefined}
          autoComplete="off"
          autoFocus={props.autoFocus}
        />
      </div>
      {showList ? (
        <ul
          id={listId}
          className="user-search__results"
          aria-label={t('tasks.users.results')}
          aria-busy={found.isFetching}
        >
          {found.isPending ? (
            <li className="user-search__note">{t('common.loading')}</li>
          ) : found.isError ? (
            <li className="user-search__note">{t('tasks.users.failed')}</li>
          ) : users.length === 0 ? (
            <li className="user-search__note">{t('tasks.users.none')}</li>
          ) : (
            users.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className="user-search__pick"
                  onClick={() => {
                    props.onPick(user);
                    setText('');
                    setTerm('');
                  }}
                >
                  <TaskAuthor user={user} />
                  <span className="user-search__id mono">#{user.id}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
