import type { DocumentDetail } from '@contract/documents';
import { call, put } from 'redux-saga/effects';

import { documentsApi } from './api';
import { deleteRevision } from './saga';
import { documentLibraryActions as a, documentLibraryReducer, initialDocumentLibraryState } from './slice';

describe('deleting an earlier revision from the file history', () => {
  const request = a.revisionDeleteRequested({ id: 7, fileId: 21, revisionNo: 1 });

  it('shows the document without the revision, and says its link no longer works', () => {
    const item = { id: 7, files: [{ id: 22, revisionNo: 2, current: true }] } as unknown as DocumentDetail;
    const saga = deleteRevision(request);
    expect(saga.next().value).toEqual(call(documentsApi.deleteRevision, 7, 21));
    const done = a.saveSucceeded({ item, notice: 'Deleted revision 1; its link no longer works.' });
    expect(saga.next({ success: true, data: item }).value).toEqual(put(done));
    const s = documentLibraryReducer(documentLibraryReducer(initialDocumentLibraryState, request), done);
    expect(s.editor.item).toBe(item);
    expect(s.save).toMatchObject({ status: 'succeeded', notice: 'Deleted revision 1; its link no longer works.' });
  });

  it('shows the server’s refusal (the current revision, or not an Administrator)', () => {
    const message = 'The current revision cannot be deleted. Upload or restore another file first, then delete this one.';
    const saga = deleteRevision(request);
    saga.next();
    expect(saga.next({ success: false, message }).value).toEqual(put(a.saveFailed({ message })));
    const s = documentLibraryReducer(initialDocumentLibraryState, a.saveFailed({ message }));
    expect(s.save).toMatchObject({ status: 'failed', error: message });
  });
});
