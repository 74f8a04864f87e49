import type { DocumentFilterRequest } from '@contract/documents';
import { DOCUMENT_ROUTES } from '@contract/routes/documents';

import { callRoute } from '../../../lib/api-client';

/** The document picker's calls: what a chosen GUID is, a library search, a quick upload and a new revision. */
export const documentPickerApi = {
  info: (guid: string) => callRoute(DOCUMENT_ROUTES.info, { body: { guids: [guid] } }),
  search: (filter: DocumentFilterRequest) => callRoute(DOCUMENT_ROUTES.filter, { body: filter }),
  add: (form: FormData) => callRoute(DOCUMENT_ROUTES.add, { body: form }),
  edit: (id: number, form: FormData) => callRoute(DOCUMENT_ROUTES.edit, { params: { id }, body: form }),
};
