import type { DocumentDetail, DocumentKind } from '@contract/documents';
import { LABEL_MESSAGES } from '@contract/labels';
import type { RegionId } from '@contract/regions';

import type { SavePayload } from './slice';

/** The labels-library fields as the form sends them: plain strings. */
export type LabelForm = Record<'language' | 'languageOf' | 'products' | 'registrations' | 'areas' | 'revisionDate' | 'effectiveDate' | 'whatChanged' | 'validUntil', string>;

/** The document editor's form (kept in the page): details, labels-library fields, and a new file's revision. */
export interface DocumentForm {
  title: string;
  kind: DocumentKind;
  regions: RegionId[];
  label: LabelForm;
  /** The revision a new file makes: its date (today to begin with), effective date and "What changed" note. */
  next: { revisionDate: string; effectiveDate: string; whatChanged: string };
}

const EMPTY_LABEL: LabelForm = {
  language: 'en',
  languageOf: '',
  products: '',
  registrations: '',
  areas: '',
  revisionDate: '',
  effectiveDate: '',
  whatChanged: '',
  validUntil: '',
};

const nextRevision = (): DocumentForm['next'] => ({ revisionDate: new Date().toISOString().slice(0, 10), effectiveDate: '', whatChanged: '' });

export const newDocumentForm = (): DocumentForm => ({ title: '', kind: 'label', regions: [2, 3], label: EMPTY_LABEL, next: nextRevision() });

/** The saved document in the form; the current revision's dates and note can be corrected without a new file. */
export function documentForm(item: DocumentDetail): DocumentForm {
  const current = item.files.find((f) => f.current);
  return {
    title: item.title,
    kind: item.kind,
    regions: item.regionIds,
    label: {
      language: item.language,
      languageOf: item.languageVersions[0]?.guid ?? '',
      products: item.products.join(', '),
      registrations: item.registrations.map((r) => `${r.agency}: ${r.number}`).join('\n'),
      areas: item.areas.join(', '),
      revisionDate: current?.revisionDate ?? '',
      effectiveDate: current?.effectiveDate ?? '',
      whatChanged: current?.whatChanged ?? '',
      validUntil: '',
    },
    next: nextRevision(),
  };
}

/** What must be filled before a save: a title, a region, a file for a new document, and a new revision's note. */
export function documentFormErrors(form: DocumentForm, id: number | null, file: File | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors.title = 'Title is required.';
  if (!form.regions.length) errors.regionIds = 'Choose at least one region.';
  if (!id && !file) errors.file = 'Please choose a file to upload.';
  if (id && file && !form.next.whatChanged.trim()) errors.whatChanged = LABEL_MESSAGES.noteRequired;
  return errors;
}

/** With a new file, the dates and note are the new revision's; without, corrections to the current one's. */
export function documentSave(form: DocumentForm, id: number | null, file: File | null): SavePayload {
  const label = id && file ? { ...form.label, ...form.next } : { ...form.label, validUntil: '' };
  return { id, title: form.title.trim(), kind: form.kind, regionIds: form.regions, file, label };
}
