import type { DocumentDetail } from '@contract/documents';
import type { Action } from '@reduxjs/toolkit';

import { dispatchThroughSaga } from '../../test-support/run-saga';
import { documentsApi } from './api';
import { documentLibrarySaga } from './saga';
import { documentLibraryActions as a, documentLibraryReducer, initialDocumentLibraryState } from './slice';

/** Runs the library's saga and reducer on one action; returns what the saga put and the state once it settles. */
const dispatchToLibrary = (action: Action) => dispatchThroughSaga(documentLibrarySaga, documentLibraryReducer, initialDocumentLibraryState, action);

describe('deleting an earlier revision from the file history', () => {
  const request = a.revisionDeleteRequested({ id: 7, fileId: 21, revisionNo: 1 });
  afterEach(() => jest.restoreAllMocks());

  it('shows the document without the revision, and says its link no longer works', async () => {
    const item = { id: 7, files: [{ id: 22, revisionNo: 2, current: true }] } as unknown as DocumentDetail;
    const deleteRevision = jest.spyOn(documentsApi, 'deleteRevision').mockResolvedValue({ success: true, data: item });
    const { put, state } = await dispatchToLibrary(request);
    expect(deleteRevision).toHaveBeenCalledWith(7, 21);
    expect(put).toEqual([a.saveSucceeded({ item, notice: 'Deleted revision 1; its link no longer works.' })]);
    expect(state.editor.item).toBe(item);
    expect(state.save).toMatchObject({ status: 'succeeded', notice: 'Deleted revision 1; its link no longer works.' });
  });

  it('shows the server’s refusal (the current revision, or not an Administrator)', async () => {
    const message = 'The current revision cannot be deleted. Upload or restore another file first, then delete this one.';
    jest.spyOn(documentsApi, 'deleteRevision').mockResolvedValue({ success: false, message });
    const { put, state } = await dispatchToLibrary(request);
    expect(put).toEqual([a.saveFailed({ message })]);
    expect(state.save).toMatchObject({ status: 'failed', error: message });
  });
});

describe('saving a document with its file', () => {
  afterEach(() => jest.restoreAllMocks());
  const payload = { id: 7, title: 'AGROTAIN label', kind: 'label', regionIds: [2], file: new File(['%PDF'], 'label.pdf', { type: 'application/pdf' }) };

  it('shows the upload’s progress, then the saved document at the same link', async () => {
    const item = { id: 7, files: [] } as unknown as DocumentDetail;
    const upload = jest.spyOn(documentsApi, 'upload').mockImplementation((_id, _form, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return Promise.resolve({ success: true, data: item });
    });
    const { put, state } = await dispatchToLibrary(a.saveRequested(payload));
    expect(upload).toHaveBeenCalledWith(7, expect.any(FormData), expect.any(Function));
    expect(put).toEqual([a.uploadProgressed(0.5), a.uploadProgressed(1), a.saveSucceeded({ item, notice: 'Saved. The new file is now served at the same link.' })]);
    expect(state.save).toMatchObject({ status: 'succeeded', notice: 'Saved. The new file is now served at the same link.' });
  });

  it('keeps the form and shows the field messages when the server refuses it', async () => {
    jest.spyOn(documentsApi, 'upload').mockResolvedValue({ success: false, message: 'Please correct the highlighted fields.', errors: { title: 'Title is required.' } });
    const { put, state } = await dispatchToLibrary(a.saveRequested(payload));
    expect(put).toEqual([a.saveFailed({ message: 'Please correct the highlighted fields.', errors: { title: 'Title is required.' } })]);
    expect(state.save).toMatchObject({ status: 'failed' });
  });
});
