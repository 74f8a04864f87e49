import type { ContentFilterRequest, ContentKind } from '@contract/content';
import { KC_CATEGORIES } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { withoutLocale } from '@contract/i18n/locale-paths';
import { listShown, PUBLIC_LIST_MAX_SHOWN, PUBLIC_LIST_PAGE_SIZE, publicListFilter, searchQuery } from '@contract/public-lists';
import { FormEvent, MouseEvent, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { useContentText } from '../../../components/content/content-text';
import { ResourceCard } from '../../../components/content/resource-card';
import { LoadingSpinner } from '../../../components/site/loading-spinner';
import { LocaleNavLink as NavLink, useLocale, useLocalizedPath } from '../../../lib/i18n';
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
  const def = publicKind(kind);
  const { typed, article } = def;
  const { listPath } = article!;
  const text = useContentText();
  const { t } = text;
  const locale = useLocale();
  const localize = useLocalizedPath();
  const listName = text.kind(def, 'list');
  const lead = text.kind(def, 'lead');
  // Canada's list (/can/knowledge-center) keeps its own addresses for the category tabs.
  const location = useLocation();
  const allPath = withoutLocale(location.pathname).startsWith('/can/') ? `/can${listPath}` : listPath;
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const currentRegion = useAppSelector((s) => s.region.currentRegion);
  const list = useAppSelector(selectContentList);
  const category = params.category ? Number(params.category) : undefined;
  const validCategory = category === undefined || KC_CATEGORIES.some((c) => c.id === category);
  // The search is in the address (`?q=canola`): a link or a reload shows the same results, and the form works without script.
  const query = searchQuery(location.search);
  const [search, setSearch] = useState(query);
  useEffect(() => setSearch(query), [query]);
  // A French page lists the French items (the server's first page is the same filter).
  // So is how many items it shows (`?shown=18`: Load More without script).
  const shown = listShown(location.search);
  const filter = useMemo<ContentFilterRequest>(
    () => ({ ...publicListFilter(currentRegion, category as 38 | 39 | 40 | undefined, query, shown), ...(locale === 'en' ? {} : { locale }) }),
    [currentRegion, category, query, shown, locale],
  );
  const categoryName = category !== undefined && KC_CATEGORIES.some((c) => c.id === category) ? text.category(category) : undefined;

  useEffect(() => {
    if (!validCategory) navigate(localize('/not-found'), { replace: true });
  }, [validCategory, navigate, localize]);
  useEffect(() => {
    document.title = pageTitle(categoryName ? t('content.titleWithCategory', { category: categoryName, list: listName }) : listName);
  }, [listName, categoryName, t]);
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
    const q = search.trim();
    navigate({ search: q ? `?${new URLSearchParams({ q })}` : '' });
  };
  const loadMore = (e: MouseEvent) => {
    e.preventDefault();
    dispatch(contentPublicActions.listRequested({ kind, filter: { ...filter, length: PUBLIC_LIST_PAGE_SIZE, start: list?.items.length ?? 0 }, append: true }));
  };
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
            <nav aria-label={t('content.categories', { list: listName })} className="resource-tabs">
              <NavLink to={allPath} end className="resource-tabs__tab">
                {t('content.all')}
              </NavLink>
              {KC_CATEGORIES.map((c) => (
                <NavLink key={c.id} to={`${allPath}/category/${c.id}`} className="resource-tabs__tab">
                  {text.category(c.id)}
                </NavLink>
              ))}
            </nav>
          ) : (
            <span />
          )}
          <form role="search" className="resource-search" onSubmit={submit} method="get">
            <label htmlFor={`${kind}-search`} className="visually-hidden">
              {t('content.searchLabel', { list: listName })}
            </label>
            <input id={`${kind}-search`} name="q" type="search" className="form-control" placeholder={t('content.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
            <Button type="submit" variant="success">
              {t('content.search')}
            </Button>
          </form>
        </div>
        {list?.status === 'loading' ? (
          <div className="text-center py-5">
            <LoadingSpinner />
          </div>
        ) : list?.status === 'failed' ? (
          <p className="text-danger py-4" role="alert">
            {t('content.failed')}
          </p>
        ) : null}
        {/* A live region that stays on the page, so a search going from no results to results (or back) is announced. */}
        <div role="status">
          {list?.status !== 'succeeded' ? null : items.length === 0 ? (
            <p className="py-5 text-center lead">{query ? t('content.noResults', { query }) : t('content.empty')}</p>
          ) : (
            <p className="visually-hidden">{t('content.showing', { shown: items.length, total: list.total })}</p>
          )}
        </div>
        {list?.status === 'succeeded' && items.length ? (
          <div className="resource-grid">
            {items.map((item) => (
              <ResourceCard key={item.baseId} item={item} region={currentRegion === 4 ? 2 : currentRegion} headingLevel={2} />
            ))}
          </div>
        ) : null}
        {hasMore && list?.status === 'succeeded' ? (
          // Without script the button asks the server for the list with one more page (`?shown=`); with script it adds the page here.
          <form method="get" className="text-center mt-4">
            {query ? <input type="hidden" name="q" value={query} /> : null}
            <Button
              type="submit"
              name="shown"
              value={Math.min(items.length + PUBLIC_LIST_PAGE_SIZE, PUBLIC_LIST_MAX_SHOWN)}
              variant="outline-success"
              size="lg"
              onClick={loadMore}
              disabled={list.loadingMore}
            >
              {list.loadingMore ? t('content.loading') : t('content.loadMore')}
            </Button>
          </form>
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
