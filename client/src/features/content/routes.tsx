import type { ContentKind } from '@contract/content';
import { ArticleKind, articleKinds } from '@contract/content-kinds';
import type { RegionId } from '@contract/regions';

import type { FeatureRoutes, PageRoute } from '../../app/route-types';

const list = () => import(/* webpackChunkName: "content-list" */ './pages/resource-list-page');
const detail = () => import(/* webpackChunkName: "content-detail" */ './pages/resource-detail-page');

/**
 * An article kind's public pages, from its definition: the list (and Canada's, whose route implies region 3
 * through regionForPath), a typed kind's category lists, and the item pages of each region.
 */
function articleRoutes(def: ArticleKind): PageRoute[] {
  const kind = def.kind as ContentKind;
  const { listPath, canadaList } = def.article;
  const lists = [listPath, ...(canadaList ? [`/can${listPath}`] : [])];
  const listPaths = [...lists, ...(def.typed ? lists.map((l) => `${l}/category/:category`) : [])];
  // Canada's item pages only when they have addresses of their own.
  const regions: RegionId[] = def.publicPath(':slug', 3) === def.publicPath(':slug', 2) ? [2] : [2, 3];
  return [
    ...listPaths.map((p) => ({ path: p.slice(1), load: async () => ({ Component: (await list()).listPage(kind) }) })),
    ...regions.map((region) => ({ path: def.publicPath(':slug', region).slice(1), load: async () => ({ Component: (await detail()).detailPage(kind, region) }) })),
  ];
}

export const contentRoutes: FeatureRoutes = { public: articleKinds().flatMap(articleRoutes) };
