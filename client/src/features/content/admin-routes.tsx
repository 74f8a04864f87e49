import type { ContentKind } from '@contract/content';
import { publicKinds } from '@contract/content-kinds';

import type { PageRoute } from '../../app/route-types';

const adminList = () => import(/* webpackChunkName: "content-admin" */ './admin/content-list-page');
const adminEdit = () => import(/* webpackChunkName: "content-admin" */ './admin/content-edit-page');
const adminCompare = () => import(/* webpackChunkName: "content-admin" */ './admin/version-compare-page');

/**
 * One list, one edit page (create too, when the kind is creatable) and one compare view for every kind in
 * the registry, under its section's path.
 */
function adminSection(kind: ContentKind, path: string, creatable: boolean): PageRoute[] {
  // Every kind takes French translations of its English items (translate/:sourceId opens a new French draft).
  const editPaths = [...(creatable ? ['create'] : []), 'translate/:sourceId', 'edit/:baseId', 'edit/:baseId/:rollbackId'];
  return [
    { path, load: async () => ({ Component: (await adminList()).sectionList(kind) }) },
    ...editPaths.map((p) => ({ path: `${path}/${p}`, load: async () => ({ Component: (await adminEdit()).sectionEdit(kind) }) })),
    { path: `${path}/compare/:baseId`, load: async () => ({ Component: (await adminCompare()).sectionCompare(kind) }) },
  ];
}

/** The content feature's screens under /siteadmin, from the content-kind registry (read when the admin's routes are built). */
export const contentAdminRoutes = (): PageRoute[] => publicKinds().flatMap((d) => adminSection(d.kind as ContentKind, d.section.path.replace(/^\/siteadmin\//, ''), d.creatable));
