import type { ContentKind } from '@contract/content';
import { CONTENT_ROUTES } from '@contract/routes/content';

import { callRoute } from '../../../lib/api-client';

/** The translation tools' calls: the English source of a French draft, two of its versions (what changed), and "Mark as up to date". */
export const translationApi = {
  source: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminGet, { params: { kind, id: baseId } }),
  version: (kind: ContentKind, baseId: number, versionId: number) => callRoute(CONTENT_ROUTES.adminGetVersion, { params: { kind, id: baseId, versionId } }),
  markCurrent: (kind: ContentKind, baseId: number) => callRoute(CONTENT_ROUTES.adminTranslationCurrent, { params: { kind, id: baseId } }),
};
