import type { ProductLabelsState } from './product-labels-slice';
import { initialProductLabelsState } from './product-labels-slice';
import type { DocumentLibraryState } from './slice';
import { initialDocumentLibraryState } from './slice';

type WithLibrary = { documentLibrary?: DocumentLibraryState };
type WithLabels = { productLabels?: ProductLabelsState };

export const selectDocumentList = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).list;
export const selectDocumentEditor = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).editor;
export const selectDocumentSave = (s: WithLibrary) => (s.documentLibrary ?? initialDocumentLibraryState).save;
export const selectProductLabels = (s: WithLabels) => s.productLabels ?? initialProductLabelsState;
