import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from '@miao/contracts/search';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useSearchSite } from '@/features/search/api/search-site';
import { groupsOf } from './search-groups';
import '@/features/search/search.css';

/** The results page `/[lang]/search/?q=`: the header's form lands here, and Enter in the dialog. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = q.trim().slice(0, SEARCH_QUERY_MAX);
  const search = useSearchSite(query, language, SEARCH_LIMIT_MAX);
  const groups = groupsOf(search.data);
  return (
    <section className="search-page">
      <h1>{t('layout.search.pageHeading')}</h1>
      <form className="search-page__form" role="search" method="get" action={`/${language}/search/`}>
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          aria-label={t('layout.search.label')}
          placeholder={t('layout.search.placeholder')}
        />
        <button type="submit">{t('layout.search.submit')}</button>
      </form>
      {!query ? <p>{t('layout.search.pagePrompt')}</p> : null}
      {query && search.isError ? (
        <p role="alert">
          {t('layout.search.error')}{' '}
          <button type="button" className="search-dialog__retry" onClick={() => void search.refetch()}>
            {t('layout.search.retry')}
          </button>
        </p>
      ) : null}
      {query && search.isSuccess && groups.length === 0 ? (
        <p>{t('layout.search.pageEmpty', { q: query })}</p>
      ) : null}
      {groups.map((group) => (
        <div key={group.key}>
          <h2>{t(`layout.search.group.${group.key}`)}</h2>
          <ul>
            {group.results.map((result) => (
              <li key={result.url}>
                <a href={result.url}>{result.title}</a>
                {result.snippet ? <p>{result.snippet}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
