import type { DocumentFileInfo } from '@contract/documents';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { EditShell } from '../../../components/admin/edit-shell';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { pageTitle } from '../../../lib/runtime-config';
import { DocumentDetailsFields, NewRevisionFields } from '../components/document-fields';
import { FileHistoryCard, PublicLinkCard, UsedByCard } from '../components/document-panels';
import { FileDropZone } from '../components/file-drop-zone';
import { type DocumentForm, documentForm, documentFormErrors, documentSave, newDocumentForm } from '../document-form';
import { documentLibrarySaga } from '../saga';
import { selectDocumentEditor, selectDocumentSave } from '../selectors';
import { documentLibraryActions as a, documentLibrarySlice } from '../slice';

import '../documents.css';

documentLibrarySlice.injectInto(rootReducer);
injectSaga('documentLibrary', documentLibrarySaga);

const LIST = '/siteadmin/document-library';

/** /siteadmin/document-library/create and /edit/{baseId}: details, upload with progress, public link and file history. */
export function DocumentEditPage() {
  const params = useParams();
  const id = params.baseId ? Number(params.baseId) : null;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editor = useAppSelector(selectDocumentEditor);
  const save = useAppSelector(selectDocumentSave);
  // Deleting a revision is the Administrator's alone (the server refuses anyone else).
  const isAdministrator = useAppSelector((s) => s.auth.roles?.includes('Administrator') ?? false);
  const [form, setForm] = useState<DocumentForm>(newDocumentForm);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<Record<string, string>>({});
  const set = (patch: Partial<DocumentForm>) => setForm((cur) => ({ ...cur, ...patch }));

  useEffect(() => {
    document.title = pageTitle(id ? 'Document Edit' : 'Document Add');
    dispatch(a.editorOpened(id));
    return () => void dispatch(a.editorLeft());
  }, [dispatch, id]);

  // Load the saved item into the form (on open and after each save or restore).
  const item = id ? editor.item : null;
  useEffect(() => {
    if (!item) return;
    setForm(documentForm(item));
    setFile(null);
  }, [item]);

  // Unsaved details ask before leaving and are kept as a local draft (a chosen file cannot be kept, but counts as a change).
  const baseline = useMemo(() => (item ? documentForm(item) : newDocumentForm()), [item]);
  const unsaved = useUnsavedChanges({ draftKey: `document:${id ?? 'new'}`, value: form, baseline, ready: !id || !!item, onRestore: setForm, alsoDirty: !!file });
  const { markSaved } = unsaved;
  useEffect(() => {
    if (save.status === 'succeeded') markSaved();
  }, [save.status, markSaved]);

  // A new document goes to its edit page once created; a deleted one back to the list.
  useEffect(() => {
    if (save.status === 'succeeded' && save.savedId && save.savedId !== id) navigate(`${LIST}/edit/${save.savedId}`, { replace: true });
    if (save.status === 'succeeded' && !save.savedId && save.notice === 'Document deleted.') navigate(LIST);
  }, [save.status, save.savedId, save.notice, id, navigate]);

  const errors = { ...save.errors, ...localError };
  const saving = save.status === 'loading';

  const onSave = () => {
    const local = documentFormErrors(form, id, file);
    setLocalError(local);
    if (!Object.keys(local).length) dispatch(a.saveRequested(documentSave(form, id, file)));
  };
  const restore = (f: DocumentFileInfo) => item && dispatch(a.restoreRequested({ id: item.id, fileId: f.id }));
  const deleteRevision = (f: DocumentFileInfo) => {
    if (item && window.confirm(`Delete revision ${f.revisionNo} (${f.fileName}) for good? Its link stops working and it cannot be restored.`))
      dispatch(a.revisionDeleteRequested({ id: item.id, fileId: f.id, revisionNo: f.revisionNo }));
  };

  if (id && editor.status === 'loading' && !editor.item) {
    return (
      <p role="status" className="text-muted">
        <Spinner size="sm" className="me-2" aria-hidden />
        Loading document...
      </p>
    );
  }
  if (id && editor.status === 'failed') {
    return (
      <Alert variant="danger" role="alert">
        {editor.error}
      </Alert>
    );
  }

  const current = item?.files.find((f) => f.current);
  return (
    <EditShell
      title="Document"
      backTo={LIST}
      itemId={id}
      onSave={onSave}
      saving={saving}
      error={save.status === 'failed' ? save.error : null}
      notice={save.status === 'succeeded' ? save.notice : null}
      unsaved={unsaved}
      extraActions={
        item ? (
          <Button
            variant="outline-danger"
            type="button"
            onClick={() => {
              if (window.confirm(`Delete “${item.title}”? Its link ${item.url} will stop working.`)) dispatch(a.deleteRequested(item.id));
            }}
          >
            Delete
          </Button>
        ) : null
      }
    >
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="card shadow-sm">
            <div className="card-body">
              <DocumentDetailsFields form={form} set={set} errors={errors} id={id} hasFile={!!file} />
              <FileDropZone
                label={id ? 'Replace file' : 'File'}
                file={file}
                onFile={setFile}
                error={errors.file}
                hint={id ? 'A new file replaces the current one behind the same link; the old file stays in the history.' : undefined}
              />
              {id && file ? <NewRevisionFields form={form} set={set} errors={errors} /> : null}
              {saving && file ? (
                <div className="mt-3">
                  <ProgressBar now={Math.round(save.progress * 100)} label={`${Math.round(save.progress * 100)}%`} aria-label="Upload progress" animated={save.progress < 1} />
                </div>
              ) : null}
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          {item && current ? <PublicLinkCard item={item} current={current} /> : null}
          {item ? <UsedByCard item={item} /> : null}
          {item ? <FileHistoryCard item={item} busy={saving} isAdministrator={isAdministrator} onRestore={restore} onDeleteRevision={deleteRevision} /> : null}
        </div>
      </div>
    </EditShell>
  );
}
