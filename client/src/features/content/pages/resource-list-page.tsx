import type { ContentFilterRequest, ContentKind } from '@contract/content';
import { KC_CATEGORIES } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicListFilter } from '@contract/site';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { NavLink, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { ResourceCard } from '../../../components/content/resource-card';
import { LoadingSpinner } from '../../../components/site/loading-spinner';
import { pageTitle } from '../../../lib/runtime-config';
import { isFirstPageView } from '../../../lib/ssr-context';
import { selectContentList } from '../selectors';
import { contentPublicActions, contentPublicSlice, listKey } from '../slice';

import '../../../components/content/content.css';
import '../content-pages.css';

contentPublicSlice.injectInto(rootReducer);
injectSagaWhenNeeded('contentPublic', async () => (await import(/* webpackChunkName: "content-saga" */ '../saga')).contentPublicSaga, [
  contentPublicActions.listRequested,
  contentPublicActions.itemRequested,
]);

/** An article kind's list (its definition's copy): pinned first, category tabs (typed kinds), search, Load More. */
export function ResourceListPage(props: { kind: ContentKind }) {
  const { kind } = props;
  const { typed, article } = publicKind(kind);
  const { listPath, listName, lead } = article!;
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const currentRegion = useAppSelector((s) => s.region.currentRegion);
  const list = useAppSelector(selectContentList);
  const category = params.category ? Number(params.category) : undefined;
  const validCategory = category === undefined || KC_CATEGORIES.some((c) => c.id === category);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const filter = useMemo<ContentFilterRequest>(() => publicListFilter(currentRegion, category as 38 | 39 | 40 | undefined, query), [currentRegion, category, query]);
  const categoryName = KC_CATEGORIES.find((c) => c.id === category)?.name;

  useEffect(() => {
    if (!validCategory) navigate('/not-found', { replace: true });
  }, [validCategory, navigate]);
  useEffect(() => {
    document.title = pageTitle(categoryName ? `${categoryName} - ${listName}` : listName);
  }, [listName, categoryName]);
  // The server rendered the first page view with this list: it is in the store already.
  const listKeyNow = list?.key;
  const listLoaded = list?.status === 'succeeded';
  useEffect(() => {
    if (!validCategory) return;
    if (isFirstPageView() && listLoaded && listKeyNow === listKey(kind, filter)) return;
    dispatch(contentPublicActions.listRequested({ kind, filter, append: false }));
    // Only a new filter (or kind) asks again; the list arriving must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, kind, filter, validCategory]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery(search.trim());
  };
  const loadMore = () => dispatch(contentPublicActions.listRequested({ kind, filter: { ...filter, start: list?.items.length ?? 0 }, append: true }));
  const items = list?.items ?? [];
  const hasMore = items.length < (list?.total ?? 0);

  return (
    <div className={`resource-list resource-list--${kind}`}>
      <header className="content-hero content-hero--plain">
        <div className="container content-hero__inner">
          <h1>{categoryName ?? listName}</h1>
          {lead ? <p className="content-hero__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container py-4">
        <div className="resource-list__toolbar">
          {typed ? (
            <nav aria-label={`${listName} categories`} className="resource-tabs">
              <NavLink to={listPath} end className="resource-tabs__tab">
                All
              </NavLink>
              {KC_CATEGORIES.map((c) => (
                <NavLink key={c.id} to={`${listPath}/category/${c.id}`} className="resource-tabs__tab">
                  {c.name}
                </NavLink>
              ))}
            </nav>
          ) : (
            <span />
          )}
          <form role="search" className="resource-search" onSubmit={submit}>
            <label htmlFor={`${kind}-search`} className="visually-hidden">
              Search {listName}
            </label>
            <input id={`${kind}-search`} type="search" className="form-control" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
            <Button type="submit" variant="success">
              Search
            </Button>
          </form>
        </div>
        {list?.status === 'loading' ? (
          <div className="text-center py-5">
            <LoadingSpinner />
          </div>
        ) : list?.status === 'failed' ? (
          <p className="text-danger py-4">Sorry, something went wrong. Please try again later.</p>
        ) : items.length === 0 ? (
          <p className="py-5 text-center lead">{query ? `No results for “${query}”.` : 'Nothing here yet. Please check back soon.'}</p>
        ) : (
          <>
            <p className="visually-hidden" aria-live="polite">
              Showing {items.length} of {list?.total}
            </p>
            <div className="resource-grid">
              {items.map((item) => (
                <ResourceCard key={item.baseId} item={item} region={currentRegion === 4 ? 2 : currentRegion} headingLevel={2} />
              ))}
            </div>
          </>
        )}
        {hasMore && list?.status === 'succeeded' ? (
          <div className="text-center mt-4">
            <Button variant="outline-success" size="lg" onClick={loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading…' : 'Load More'}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

const pages = new Map<ContentKind, () => React.JSX.Element>();
/** A stable route component per article kind (routes.tsx). */
export function listPage(kind: ContentKind) {
  if (!pages.has(kind)) pages.set(kind, () => <ResourceListPage key={kind} kind={kind} />);
  return pages.get(kind)!;
}
