import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind, formatBytes } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { injectSaga } from '../../../app/store';
import { rootReducer } from '../../../app/root-reducer';
import { EditShell } from '../../../components/admin/edit-shell';
import { pageTitle } from '../../../lib/runtime-config';
import { CopyLinkButton } from '../components/copy-link-button';
import { FileDropZone } from '../components/file-drop-zone';
import { fileKind } from '../product-labels';
import { documentLibrarySaga } from '../saga';
import { selectDocumentEditor, selectDocumentSave } from '../selectors';
import { documentLibraryActions as a, documentLibrarySlice } from '../slice';
import { formatDate } from './document-library-page';
import '../documents.css';

documentLibrarySlice.injectInto(rootReducer);
injectSaga('documentLibrary', documentLibrarySaga);

const REGIONS: { id: RegionId; name: string }[] = [
  { id: 2, name: 'US' },
  { id: 3, name: 'Canada' },
  { id: 4, name: 'International' },
];
const LIST = '/siteadmin/document-library';
const SECTION_NAME: Record<string, string> = {
  'product-labels': 'Product label',
  products: 'Product',
  pages: 'Page',
  'knowledge-center': 'Knowledge Center',
  'press-releases': 'Press release',
};

/** /siteadmin/document-library/create and /edit/{baseId}: details, upload with progress, public link and file history. */
export function DocumentEditPage() {
  const params = useParams();
  const id = params.baseId ? Number(params.baseId) : null;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editor = useAppSelector(selectDocumentEditor);
  const save = useAppSelector(selectDocumentSave);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>('label');
  const [regions, setRegions] = useState<RegionId[]>([2, 3]);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<Record<string, string>>({});

  useEffect(() => {
    document.title = pageTitle(id ? 'Document Edit' : 'Document Add');
    dispatch(a.editorOpened(id));
  }, [dispatch, id]);

  // Load the saved item into the form (on open and after each save or restore).
  const item = id ? editor.item : null;
  useEffect(() => {
    if (!item) return;
    setTitle(item.title);
    setKind(item.kind);
    setRegions(item.regionIds);
    setFile(null);
  }, [item]);

  // A new document goes to its edit page once created; a deleted one back to the list.
  useEffect(() => {
    if (save.status === 'succeeded' && save.savedId && save.savedId !== id) navigate(`${LIST}/edit/${save.savedId}`, { replace: true });
    if (save.status === 'succeeded' && !save.savedId && save.notice === 'Document deleted.') navigate(LIST);
  }, [save.status, save.savedId, save.notice, id, navigate]);

  const errors = { ...save.errors, ...localError };
  const saving = save.status === 'loading';

  const onSave = () => {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = 'Title is required.';
    if (!regions.length) local.regionIds = 'Choose at least one region.';
    if (!id && !file) local.file = 'Please choose a file to upload.';
    setLocalError(local);
    if (Object.keys(local).length) return;
    dispatch(a.saveRequested({ id, title: title.trim(), kind, regionIds: regions, file }));
  };

  const toggleRegion = (r: RegionId) => setRegions((cur) => (cur.includes(r) ? cur.filter((x) => x !== r) : [...cur, r].sort()));

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
              <Form.Group className="mb-3" controlId="doc-title">
                <Form.Label className="fw-semibold">Title</Form.Label>
                <Form.Control value={title} maxLength={255} isInvalid={!!errors.title} onChange={(e) => setTitle(e.target.value)} />
                <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId="doc-kind">
                <Form.Label className="fw-semibold">Kind</Form.Label>
                <Form.Select value={kind} isInvalid={!!errors.kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
                  {DOCUMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {DOCUMENT_KIND_NAME[k]}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.kind}</Form.Control.Feedback>
              </Form.Group>
              <fieldset className="mb-3">
                <legend className="form-label fw-semibold fs-6">Regions</legend>
                {REGIONS.map((r) => (
                  <Form.Check inline key={r.id} id={`doc-region-${r.id}`} type="checkbox" label={r.name} checked={regions.includes(r.id)} onChange={() => toggleRegion(r.id)} isInvalid={!!errors.regionIds} />
                ))}
                {errors.regionIds ? <div className="invalid-feedback d-block">{errors.regionIds}</div> : null}
              </fieldset>
              <FileDropZone
                label={id ? 'Replace file' : 'File'}
                file={file}
                onFile={setFile}
                error={errors.file}
                hint={id ? 'A new file replaces the current one behind the same link; the old file stays in the history.' : undefined}
              />
              {saving && file ? (
                <div className="mt-3">
                  <ProgressBar now={Math.round(save.progress * 100)} label={`${Math.round(save.progress * 100)}%`} aria-label="Upload progress" animated={save.progress < 1} />
                </div>
              ) : null}
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          {item && current ? (
            <div className="card shadow-sm mb-4">
              <div className="card-body">
                <h2 className="h6 fw-bold">Public link</h2>
                <div className="doc-link-box mb-2">
                  <Form.Control readOnly value={new URL(item.url, window.location.origin).toString()} aria-label="Public link" onFocus={(e) => e.target.select()} />
                  <CopyLinkButton url={item.url} label="Copy public link" />
                </div>
                <p className="small text-muted mb-2">This link never changes: replacing the file keeps every published link working.</p>
                <a href={item.url} target="_blank" rel="noopener" className="small">
                  Open current file
                </a>
                {current.contentType.startsWith('image/') ? (
                  <div className="mt-3">
                    <img className="doc-thumb" src={`${item.url}?v=${current.id}`} alt={`Preview of ${item.title}`} />
                  </div>
                ) : null}
              </div>
            </div>
          ) : null}
          {item ? (
            <div className="card shadow-sm mb-4">
              <div className="card-body">
                <h2 className="h6 fw-bold">Used by</h2>
                {item.usedBy.length ? (
                  <ul className="list-unstyled mb-0 small">
                    {item.usedBy.map((u) => (
                      <li key={`${u.kind}-${u.baseId}`}>
                        <Link to={`/siteadmin/${u.kind}/edit/${u.baseId}`}>{u.title}</Link> <span className="text-muted">({SECTION_NAME[u.kind] ?? u.kind})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="small text-muted mb-0">No content links this document yet.</p>
                )}
              </div>
            </div>
          ) : null}
          {item ? (
            <div className="card shadow-sm">
              <div className="card-body">
                <h2 className="h6 fw-bold">File history</h2>
                <Table size="sm" responsive className="mb-0 align-middle" aria-label="File history">
                  <thead>
                    <tr>
                      <th scope="col">File</th>
                      <th scope="col">Uploaded</th>
                      <th scope="col" className="text-end">
                        <span className="visually-hidden">Status</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.files.map((f) => (
                      <tr key={f.id}>
                        <td className="small text-break">
                          {f.fileName}
                          <span className="text-muted d-block">
                            {fileKind(f.contentType)}, {formatBytes(f.size)}
                            {f.width && f.height ? `, ${f.width}×${f.height}` : ''}
                          </span>
                        </td>
                        <td className="small">
                          {formatDate(f.uploadedAt)}
                          {f.uploadedBy ? <span className="text-muted d-block">{f.uploadedBy}</span> : null}
                        </td>
                        <td className="text-end">
                          {f.current ? (
                            <Badge bg="success">Current</Badge>
                          ) : (
                            <Button size="sm" variant="outline-secondary" disabled={saving} onClick={() => dispatch(a.restoreRequested({ id: item.id, fileId: f.id }))} aria-label={`Restore ${f.fileName} from ${formatDate(f.uploadedAt)}`}>
                              Restore
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </EditShell>
  );
}
