import { ValidationFailed } from '../common/errors';
import { DOCUMENT_MESSAGES, DocumentKind, isDocumentKind } from '../contract/documents';
import { isRegionId, RegionId } from '../contract/regions';
import { LabelFields, parseLabelFields } from './labels/label-fields';

export interface DocumentFields {
  title: string;
  kind: DocumentKind;
  regionIds: RegionId[];
  /** Labels-library fields; absent = leave as they are (defaults on create). */
  label?: LabelFields;
}

/** Checks the add/edit form fields (multipart fields arrive as strings). */
export function parseDocumentFields(raw: Record<string, string | undefined>): DocumentFields {
  const errors: Record<string, string> = {};
  const title = (raw.title ?? '').trim();
  if (!title) errors.title = DOCUMENT_MESSAGES.titleRequired;
  else if (title.length > 255) errors.title = 'Title must be 255 characters or fewer.';
  const kind = (raw.kind ?? '').trim();
  if (!isDocumentKind(kind)) errors.kind = DOCUMENT_MESSAGES.kindRequired;
  const regionIds = (raw.regionIds ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (!regionIds.length || !regionIds.every(isRegionId)) errors.regionIds = DOCUMENT_MESSAGES.regionRequired;
  const label = parseLabelFields(raw, errors);
  const first = Object.values(errors)[0];
  if (first) throw new ValidationFailed(first, errors);
  return { title, kind: kind as DocumentKind, regionIds: regionIds as RegionId[], label };
}
