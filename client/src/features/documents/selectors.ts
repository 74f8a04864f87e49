import type { DocumentLibraryState } from './slice';
import { initialDocumentLibraryState } from './slice';

type WithLibrary = { documentLibrary?: DocumentLibraryState };

export const selectDocumentList = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).list;
export const selectDocumentEditor = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).editor;
export const selectDocumentSave = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).save;
// The public pages' selector lives beside its slice (product-labels-slice.ts): importing it from here would
// bring the admin library's slice into the public /product-labels chunk.
export { selectProductLabels } from './product-labels-slice';
