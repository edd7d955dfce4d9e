import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../i18n/language-store';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readSearchParams, type SearchCriteria, writeSearchParams } from '../model/search-params';
import { SearchFilters } from './search-filters';
import { type RenderPost, SearchResults } from './search-results';
import '../../../i18n/en/community';

/**
 * /search (resident section 2): the address holds q, barangay, report_type, description, username and
 * filterType, so a search can be shared and Back works; the side filters rewrite it. `renderPost` draws a
 * result (app/ passes the community post card: features do not import each other).
 */
export function SearchPage({ renderPost }: { renderPost: RenderPost }) {
  const t = useT();
  useDocumentTitle(t('search.title'));
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const criteria = readSearchParams(params);
  const [text, setText] = useState(criteria.q);

  // The box follows the address when it changes from outside (Back, a link from /community).
  useEffect(() => setText(criteria.q), [criteria.q]);

  const apply = (next: SearchCriteria) => setParams(writeSearchParams(next), { replace: false });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...criteria, q: text.trim() });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('search.title')}</h1>
      <search aria-label={t('community.searchPosts')} className="mt-6 block">
        <form onSubmit={onSubmit}>
          <SearchInput
            label={t('community.searchPosts')}
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </search>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SearchFilters criteria={criteria} onChange={apply} />
        <section aria-label={t('search.results')} className="min-w-0">
          <SearchResults
            key={writeSearchParams(criteria).toString()}
            criteria={criteria}
            user={user}
            renderPost={renderPost}
          />
        </section>
      </div>
    </div>
  );
}
