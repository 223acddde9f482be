import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@miao/contracts/search';
import { CloseIcon, SearchIcon } from '@/components/icons/ui-icons';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useSearchSite } from '@/features/search/api/search-site';
import { groupsOf } from './search-groups';
import '@/features/search/search.css';

/** Typing settles this long before the box asks the server. */
export const SEARCH_DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search dialog: a WAI-ARIA combobox (the field) with a listbox of results grouped under
 * headings. ArrowDown/ArrowUp move the active result, Enter opens it (or the results page when none
 * is active), Escape closes. A full-width sheet on a phone (search.css).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim().slice(0, SEARCH_QUERY_MAX), SEARCH_DEBOUNCE_MS);
  const search = useSearchSite(q, language);
  const groups = useMemo(() => (q ? groupsOf(search.data) : []), [q, search.data]);
  const options = groups.flatMap((g) => g.results);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [search.data]);

  const open = (url: string) => {
    onClose();
    void navigate(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i === -1 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) open(chosen.url);
      else if (text.trim()) open(`/${language}/search/?q=${encodeURIComponent(text.trim())}`);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const settled = q === text.trim();
  let status: string | undefined;
  if (!text.trim()) status = t('layout.search.hint');
  else if (search.isError) status = t('layout.search.error');
  else if (settled && search.isSuccess && !search.isPlaceholderData && options.length === 0)
    status = t('layout.search.empty', { q });

  let index = 0;
  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label={t('layout.search.title')}>
        <div className="search-dialog__bar">
          <SearchIcon className="search-dialog__icon" />
          <input
            ref={input}
            className="search-dialog__input"
            type="search"
            role="combobox"
            aria-label={t('layout.search.label')}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={t('layout.search.placeholder')}
            maxLength={SEARCH_QUERY_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('layout.search.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div
          id={listId}
          role="listbox"
          className="search-dialog__results"
          aria-label={t('layout.search.results')}
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="search-group">
              <div id={`${id}-${group.key}`} role="presentation" className="search-group__heading">
                {t(`layout.search.group.${group.key}`)}
              </div>
              {group.results.map((result) => {
                const i = index++;
                return (
                  <div
                    key={result.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={`search-option${i === active ? ' is-active' : ''}`}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => open(result.url)}
                  >
                    <span className="search-option__title">{result.title}</span>
                    {result.snippet ? <span className="search-option__snippet">{result.snippet}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {status ? (
          <p className="search-dialog__status" role="status">
            {status}
          </p>
        ) : null}
        {search.isError ? (
          <button type="button" className="search-dialog__retry" onClick={() => void search.refetch()}>
            {t('layout.search.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
