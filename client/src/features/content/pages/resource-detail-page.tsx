import type { ContentKind } from '@contract/content';
import { resourceTypeCategory } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import type { RegionId } from '@contract/regions';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { useAdminEditLink } from '../../../components/admin/cross-link';
import { ContentHero } from '../../../components/content/content-hero';
import { useContentText } from '../../../components/content/content-text';
import { ModuleRenderer } from '../../../components/content/module-renderer';
import { ResourceCard } from '../../../components/content/resource-card';
import { LoadingSpinner } from '../../../components/site/loading-spinner';
import { NotFoundPage } from '../../../components/site/message-page';
import { LocaleLink as Link, useLocale, useLocalizedPath } from '../../../lib/i18n';
import { pageTitle } from '../../../lib/runtime-config';
import { initialDataFor, isFirstPageView } from '../../../lib/ssr-context';
import { PodcastPlayer } from '../components/podcast-player';
import { selectContentDetail } from '../selectors';
import { contentPublicActions, contentPublicSlice, itemKey } from '../slice';

import '../../../components/content/content.css';
import '../content-pages.css';

contentPublicSlice.injectInto(rootReducer);
injectSagaWhenNeeded('contentPublic', async () => (await import(/* webpackChunkName: "content-saga" */ '../saga')).contentPublicSaga, [
  contentPublicActions.listRequested,
  contentPublicActions.itemRequested,
]);

/** An article kind's item by slug, at its definition's public path: /{list}/{slug} (region 2), /can/… (region 3). */
export function ResourceDetailPage(props: { kind: ContentKind; region: RegionId }) {
  const { kind, region } = props;
  const def = publicKind(kind);
  const { listPath } = def.article!;
  const text = useContentText();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const detail = useAppSelector(selectContentDetail);
  const key = itemKey(kind, slug, region, locale);
  const current = detail?.key === key ? detail : null;
  const item = current?.item ?? null;
  // The server found no such item for the first page view: its HTML shows the Page Not Found message.
  const serverNotFound = !item && !!initialDataFor(pathname, 'not-found');

  useEffect(() => {
    if (serverNotFound) return;
    // The server rendered the first page view with this item: it is in the store already.
    if (isFirstPageView() && current?.status === 'succeeded') return;
    dispatch(contentPublicActions.itemRequested({ kind, slug, region, locale }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, kind, slug, region, locale]);
  useEffect(() => {
    if (current?.status === 'missing' || serverNotFound) navigate(localize('/not-found'), { replace: true });
  }, [current?.status, serverNotFound, navigate, localize]);
  useEffect(() => {
    if (item) document.title = pageTitle(item.metadata.title || item.title);
  }, [item]);
  useAdminEditLink(item ? `${def.section.path}/edit/${item.baseId}` : null);

  if (serverNotFound) return <NotFoundPage />;
  if (!item)
    return (
      <div className="container py-5 text-center">
        <LoadingSpinner />
      </div>
    );

  const category = resourceTypeCategory(item.resourceType);
  // French Canada items go back to Canada's list (and its category lists), English ones to the list of all.
  const backTo = locale === 'fr' && region === 3 && def.article?.canadaList ? `/can${listPath}` : listPath;
  const eyebrow = !def.typed ? (
    text.kind(def, 'item')
  ) : category ? (
    <Link to={`${backTo}/category/${category}`} className="text-reset">
      {text.type(item.resourceType)}
    </Link>
  ) : (
    text.type(item.resourceType)
  );
  return (
    <article className={`resource-detail resource-detail--${kind}`}>
      <ContentHero title={item.title} heroImageType={item.heroImageType} heroMedia={item.heroMedia} eyebrow={eyebrow}>
        <p className="resource-detail__date">
          {item.source ? `${item.source} — ` : ''}
          <time dateTime={item.publishedAt ?? undefined}>{text.date(item.publishedAt)}</time>
        </p>
      </ContentHero>
      <div className="container content-body">
        <nav aria-label={text.t('product.breadcrumb')} className="mb-3">
          <Link to={backTo}>{text.t('content.back', { section: text.kind(def, 'section') })}</Link>
        </nav>
        {item.summary ? <p className="lead resource-detail__summary">{item.summary}</p> : null}
        {item.resourceType === 2 ? <PodcastPlayer item={item} /> : null}
        <ModuleRenderer modules={item.modules} />
      </div>
      {current?.related.length ? (
        <section className="latest-resources" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading" className="latest-resources__title">
              {text.kind(def, 'related')}
            </h2>
            <div className="resource-grid">
              {current.related.map((r) => (
                <ResourceCard key={r.baseId} item={r} region={region} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}

const pages = new Map<string, () => React.JSX.Element>();
/** A stable route component per article kind and region (routes.tsx). */
export function detailPage(kind: ContentKind, region: RegionId) {
  const key = `${kind}:${region}`;
  if (!pages.has(key)) pages.set(key, () => <ResourceDetailPage key={key} kind={kind} region={region} />);
  return pages.get(key)!;
}
