import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { API } from '@contract/api-routes';
import type { ContentItem, ContentSummary } from '@contract/content';
import type { RegionId } from '@contract/regions';
import { api } from '../../lib/api-client';
import { useAdminEditLink } from '../admin/cross-link';
import { pageTitle } from '../../lib/runtime-config';
import { ContentHero } from './content-hero';
import { ModuleRenderer } from './module-renderer';
import { ResourceCard } from './resource-card';
import './content.css';

type State = { status: 'loading' } | { status: 'ready'; page: ContentItem; latest: ContentSummary[] } | { status: 'missing' };

/**
 * A custom page by slug (spec 2.1): hero, modules and the related latest resources.
 * Calls onNotFound when no published page has that slug (the catch-all then goes to /not-found).
 */
export function CustomPage(props: { slug: string; region?: RegionId; onNotFound?(): void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const { slug, region, onNotFound } = props;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      const res = await api.get<ContentItem>(API.content.getBySlug('pages', slug) + (region ? `?region=${region}` : ''));
      if (!live) return;
      if (!res.success) {
        setState({ status: 'missing' });
        onNotFound?.();
        return;
      }
      const latest = await api.get<ContentSummary[]>(API.content.pagesGetLatest(res.data.baseId));
      if (!live) return;
      setState({ status: 'ready', page: res.data, latest: latest.success ? latest.data : [] });
    })().catch((e) => {
      // Page lookup load errors are only logged (spec 8).
      console.warn('custom page load failed', e);
    });
    return () => {
      live = false;
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
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      </div>
    );
  if (state.status === 'missing') return null;
  const { page, latest } = state;
  const shownRegion = (region ?? page.region ?? page.regionIds[0] ?? 2) as RegionId;
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
