// The admin library's selectors. The public labels pages' selector lives beside its slice
// (product-labels-slice.ts): importing this file would bring the admin slice into their chunk.
import type { DocumentLibraryState } from './slice';
import { initialDocumentLibraryState } from './slice';

type WithLibrary = { documentLibrary?: DocumentLibraryState };

export const selectDocumentList = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).list;
export const selectDocumentEditor = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).editor;
export const selectDocumentSave = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).save;
