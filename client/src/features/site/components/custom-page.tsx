import type { ContentItem, ContentSummary } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import type { RegionId } from '@contract/regions';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { useAdminEditLink } from '../../../components/admin/cross-link';
import { ContentHero } from '../../../components/content/content-hero';
import { ModuleRenderer } from '../../../components/content/module-renderer';
import { ResourceCard } from '../../../components/content/resource-card';
import { LoadingSpinner } from '../../../components/site/loading-spinner';
import { LoadErrorPage } from '../../../components/site/message-page';
import { useLocale, useT } from '../../../lib/i18n';
import { pageTitle } from '../../../lib/runtime-config';
import { customPageActions as A, customPageSlice, pageKey, selectCustomPage } from '../custom-page-slice';

import '../../../components/content/content.css';

customPageSlice.injectInto(rootReducer);
/**
 * The lookups' saga and the API client load when a page is looked up in the browser: the first page view, which the
 * server rendered with its page, does without them.
 */
injectSagaWhenNeeded('customPages', async () => (await import(/* webpackChunkName: "custom-page-saga" */ '../custom-page-saga')).customPagesSaga, [A.pageRequested], A.codeFailed);

const showTitle = (title: string) => {
  document.title = pageTitle(title);
};

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: ContentItem; latest: ContentSummary[] } | { status: 'missing' };

/**
 * A custom page by slug (spec 2.1): hero, modules and the related latest resources.
 * Calls onNotFound when no published page has that slug (the catch-all then goes to /not-found); a
 * lookup that fails to load (5xx, network) is logged and shows an error, never Page Not Found (spec 8).
 * `initial` is the page the server rendered the first page view with: shown at once, not asked for again.
 */
export function CustomPage(props: { slug: string; region?: RegionId; initial?: { item: ContentItem; latest: ContentSummary[] } | null; onNotFound?(): void }) {
  const { slug, region, onNotFound, initial } = props;
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const t = useT();
  const loaded = useAppSelector((s) => selectCustomPage(s, pageKey({ slug, region, locale })));
  // The server's page is this slug's; a new slug or region asks again.
  const served = !!initial;
  useEffect(() => {
    if (!served) dispatch(A.pageRequested({ slug, region, locale }));
  }, [dispatch, served, slug, region, locale]);
  const state: State = initial
    ? { status: 'ready', page: initial.item, latest: initial.latest }
    : loaded?.status === 'succeeded'
      ? { status: 'ready', page: loaded.item!, latest: loaded.latest ?? [] }
      : loaded?.status === 'failed'
        ? { status: 'error' }
        : { status: loaded?.status ?? 'loading' };
  const missing = state.status === 'missing';
  useEffect(() => {
    if (missing) onNotFound?.();
  }, [missing, onNotFound]);

  useAdminEditLink(state.status === 'ready' ? `${publicKind(state.page.kind).section.path}/edit/${state.page.baseId}` : null);
  const heading = state.status === 'ready' ? state.page.metadata.title || state.page.title : null;
  useEffect(() => {
    if (heading) showTitle(heading);
  }, [heading]);

  if (state.status === 'loading')
    return (
      <div className="container py-5 text-center" aria-live="polite">
        <LoadingSpinner />
      </div>
    );
  if (state.status === 'missing') return null;
  if (state.status === 'error') return <LoadErrorPage />;
  const { page, latest } = state;
  const shownRegion = region ?? page.region ?? page.regionIds[0] ?? 2;
  return (
    <article className={`custom-page custom-page--${page.slug}`}>
      <ContentHero title={page.title} heroImageType={page.heroImageType} heroMedia={page.heroMedia}>
        {page.metadata.desc ? <p className="content-hero__lead">{page.metadata.desc}</p> : null}
      </ContentHero>
      <div className="container content-body">
        <ModuleRenderer modules={page.modules} />
      </div>
      {latest.length ? (
        <section className="latest-resources" aria-labelledby="latest-resources-heading">
          <div className="container">
            <h2 id="latest-resources-heading" className="latest-resources__title">
              {t('content.latestResources')}
            </h2>
            <div className="resource-grid">
              {latest.map((r) => (
                <ResourceCard key={r.baseId} item={r} region={shownRegion} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
