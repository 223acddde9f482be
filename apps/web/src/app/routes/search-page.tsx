import { useSearchParams } from 'react-router';
import { SearchResults } from '@/features/search/components/search-results';

/** /search/?q= (issue 35, decision 063): the site search's results. */
export function Component() {
  const [params] = useSearchParams();
  return <SearchResults q={params.get('q') ?? ''} />;
}
