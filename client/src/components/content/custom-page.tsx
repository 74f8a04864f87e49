import type { ContentItem, ContentSummary } from '@contract/content';
import type { RegionId } from '@contract/regions';
import { useEffect, useRef, useState } from 'react';

import { pageTitle } from '../../lib/runtime-config';
import { useAdminEditLink } from '../admin/cross-link';
import { LoadingSpinner } from '../site/loading-spinner';
import { LoadErrorPage } from '../site/message-page';
import { ContentHero } from './content-hero';
import { ModuleRenderer } from './module-renderer';
import { ResourceCard } from './resource-card';

import './content.css';

/**
 * The custom page's calls and the API client, loaded when a page is looked up in the browser: the first page
 * view, which the server rendered with its page, does without them.
 */
export const loadCustomPageApi = () => import(/* webpackChunkName: "custom-page-api" */ './custom-page-api');

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: ContentItem; latest: ContentSummary[] } | { status: 'missing' };

/**
 * A custom page by slug (spec 2.1): hero, modules and the related latest resources.
 * Calls onNotFound when no published page has that slug (the catch-all then goes to /not-found); a
 * lookup that fails to load (5xx, network) is logged and shows an error, never Page Not Found (spec 8).
 * `initial` is the page the server rendered the first page view with: shown at once, not asked for again.
 */
export function CustomPage(props: { slug: string; region?: RegionId; initial?: { item: ContentItem; latest: ContentSummary[] } | null; onNotFound?(): void }) {
  const { slug, region, onNotFound, initial } = props;
  const [state, setState] = useState<State>(() => (initial ? { status: 'ready', page: initial.item, latest: initial.latest } : { status: 'loading' }));
  // The slug and region the state holds (or is loading).
  const shownFor = useRef(initial ? `${slug}|${region ?? ''}` : null);
  useEffect(() => {
    const key = `${slug}|${region ?? ''}`;
    if (shownFor.current === key) return;
    shownFor.current = key;
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      const { customPageApi, isLoadFailure, responseStatus } = await loadCustomPageApi();
      if (!live) return;
      const res = await customPageApi.bySlug(slug, region);
      if (!live) return;
      if (!res.success && isLoadFailure(res)) {
        // Page lookup load errors are only logged (spec 8): not a missing page.
        console.warn(`custom page '${slug}' failed to load (${responseStatus(res) || 'no answer'}): ${res.message}`);
        setState({ status: 'error' });
        return;
      }
      if (!res.success) {
        setState({ status: 'missing' });
        onNotFound?.();
        return;
      }
      const latest = await customPageApi.latest(res.data.baseId);
      if (!live) return;
      setState({ status: 'ready', page: res.data, latest: latest.success ? latest.data : [] });
    })().catch((e) => {
      // Page lookup load errors are only logged (spec 8).
      console.warn('custom page load failed', e);
      if (live) setState({ status: 'error' });
    });
    return () => {
      live = false;
      // A new slug or region (or StrictMode's rehearsal) asks again.
      shownFor.current = null;
    };
    // onNotFound is a callback prop; a new identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, region]);

  useAdminEditLink(state.status === 'ready' ? `/siteadmin/pages/edit/${state.page.baseId}` : null);
  useEffect(() => {
    if (state.status === 'ready') document.title = pageTitle(state.page.metadata.title || state.page.title);
  }, [state]);

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
              Latest Resources
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
