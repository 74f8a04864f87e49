import { DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind, formatBytes } from '@contract/documents';
import { LABEL_MESSAGES, LABEL_TYPES, labelDocumentPath, LANGUAGE_NAME, LANGUAGES, qrUrl, revisionUrl } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
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
const EMPTY_LABEL: Record<string, string> = {
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
  // Deleting a revision is the Administrator's alone (the server refuses anyone else).
  const isAdministrator = useAppSelector((s) => s.auth.roles?.includes('Administrator') ?? false);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>('label');
  const [regions, setRegions] = useState<RegionId[]>([2, 3]);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<Record<string, string>>({});
  // Labels library: plain strings as the form sends them.
  const [label, setLabel] = useState<Record<string, string>>(EMPTY_LABEL);
  const setField = (k: string) => (e: { target: { value: string } }) => setLabel((cur) => ({ ...cur, [k]: e.target.value }));

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
    const cur = item.files.find((f) => f.current);
    setLabel({
      language: item.language,
      languageOf: item.languageVersions[0]?.guid ?? '',
      products: item.products.join(', '),
      registrations: item.registrations.map((r) => `${r.agency}: ${r.number}`).join('\n'),
      areas: item.areas.join(', '),
      revisionDate: cur?.revisionDate ?? '',
      effectiveDate: cur?.effectiveDate ?? '',
      whatChanged: cur?.whatChanged ?? '',
      validUntil: '',
    });
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
    // A new revision of a document asks for its "What changed" note.
    if (id && file && !newNote.trim()) local.whatChanged = LABEL_MESSAGES.noteRequired;
    setLocalError(local);
    if (Object.keys(local).length) return;
    // With a new file, the dates and note are the new revision's; without, corrections to the current one's.
    const fields = id && file ? { ...label, revisionDate: newRevisionDate, effectiveDate: newEffectiveDate, whatChanged: newNote } : { ...label, validUntil: '' };
    dispatch(a.saveRequested({ id, title: title.trim(), kind, regionIds: regions, file, label: fields }));
  };

  const [newRevisionDate, setNewRevisionDate] = useState('');
  const [newEffectiveDate, setNewEffectiveDate] = useState('');
  const [newNote, setNewNote] = useState('');
  useEffect(() => {
    setNewRevisionDate(new Date().toISOString().slice(0, 10));
    setNewEffectiveDate('');
    setNewNote('');
  }, [item]);

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
                  <Form.Check
                    inline
                    key={r.id}
                    id={`doc-region-${r.id}`}
                    type="checkbox"
                    label={r.name}
                    checked={regions.includes(r.id)}
                    onChange={() => toggleRegion(r.id)}
                    isInvalid={!!errors.regionIds}
                  />
                ))}
                {errors.regionIds ? <div className="invalid-feedback d-block">{errors.regionIds}</div> : null}
              </fieldset>
              <fieldset className="mb-3">
                <legend className="form-label fw-semibold fs-6">Labels and SDS library</legend>
                <div className="row g-3">
                  <Form.Group className="col-sm-6" controlId="doc-language">
                    <Form.Label>Language</Form.Label>
                    <Form.Select value={label.language} isInvalid={!!errors.language} onChange={setField('language')}>
                      {LANGUAGES.map((l) => (
                        <option key={l} value={l}>
                          {LANGUAGE_NAME[l]}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.language}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-sm-6" controlId="doc-language-of">
                    <Form.Label>Language version of (GUID)</Form.Label>
                    <Form.Control value={label.languageOf} isInvalid={!!errors.languageOf} onChange={setField('languageOf')} placeholder="e.g. the English label’s GUID" />
                    <Form.Control.Feedback type="invalid">{errors.languageOf}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-12" controlId="doc-products">
                    <Form.Label>Products</Form.Label>
                    <Form.Control value={label.products} onChange={setField('products')} placeholder="e.g. AGROTAIN, ANVOL" aria-describedby="doc-products-hint" />
                    <Form.Text id="doc-products-hint">Comma separated. Documents linked from a product label entry belong to that product too.</Form.Text>
                  </Form.Group>
                  <Form.Group className="col-12" controlId="doc-registrations">
                    <Form.Label>Registration numbers</Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={2}
                      value={label.registrations}
                      isInvalid={!!errors.registrations}
                      onChange={setField('registrations')}
                      placeholder={'EPA: 71512-1\nCanada PCP: 33801'}
                      aria-describedby="doc-registrations-hint"
                    />
                    <Form.Text id="doc-registrations-hint">One a line: EPA, State, Canada PCP or Canada Fertilizers Act, a colon, then the number. Optional.</Form.Text>
                    <Form.Control.Feedback type="invalid">{errors.registrations}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="col-12" controlId="doc-areas">
                    <Form.Label>States or provinces</Form.Label>
                    <Form.Control value={label.areas} isInvalid={!!errors.areas} onChange={setField('areas')} placeholder="e.g. IA, NE, ON" aria-describedby="doc-areas-hint" />
                    <Form.Text id="doc-areas-hint">Two-letter codes. Empty: everywhere in its regions.</Form.Text>
                    <Form.Control.Feedback type="invalid">{errors.areas}</Form.Control.Feedback>
                  </Form.Group>
                </div>
              </fieldset>
              {!id || !file ? (
                <fieldset className="mb-3">
                  <legend className="form-label fw-semibold fs-6">{id ? 'Current revision' : 'Revision'}</legend>
                  <div className="row g-3">
                    <Form.Group className="col-sm-6" controlId="doc-revision-date">
                      <Form.Label>Revision date</Form.Label>
                      <Form.Control type="date" value={label.revisionDate} isInvalid={!!errors.revisionDate} onChange={setField('revisionDate')} />
                      <Form.Control.Feedback type="invalid">{errors.revisionDate}</Form.Control.Feedback>
                    </Form.Group>
                    <Form.Group className="col-sm-6" controlId="doc-effective-date">
                      <Form.Label>Effective date</Form.Label>
                      <Form.Control type="date" value={label.effectiveDate} isInvalid={!!errors.effectiveDate} onChange={setField('effectiveDate')} />
                      <Form.Control.Feedback type="invalid">{errors.effectiveDate}</Form.Control.Feedback>
                    </Form.Group>
                    <Form.Group className="col-12" controlId="doc-what-changed">
                      <Form.Label>What changed</Form.Label>
                      <Form.Control value={label.whatChanged} maxLength={500} onChange={setField('whatChanged')} />
                    </Form.Group>
                  </div>
                </fieldset>
              ) : null}
              <FileDropZone
                label={id ? 'Replace file' : 'File'}
                file={file}
                onFile={setFile}
                error={errors.file}
                hint={id ? 'A new file replaces the current one behind the same link; the old file stays in the history.' : undefined}
              />
              {id && file ? (
                <fieldset className="mt-3" aria-describedby="doc-new-revision-hint">
                  <legend className="form-label fw-semibold fs-6">New revision</legend>
                  <p id="doc-new-revision-hint" className="form-text mt-0">
                    Subscribers to this document and its products are emailed this revision’s date and “What changed” note.
                  </p>
                  <div className="row g-3">
                    <Form.Group className="col-sm-6" controlId="doc-new-revision-date">
                      <Form.Label>Revision date</Form.Label>
                      <Form.Control type="date" value={newRevisionDate} onChange={(e) => setNewRevisionDate(e.target.value)} isInvalid={!!errors.revisionDate} />
                      <Form.Control.Feedback type="invalid">{errors.revisionDate}</Form.Control.Feedback>
                    </Form.Group>
                    <Form.Group className="col-sm-6" controlId="doc-new-effective-date">
                      <Form.Label>Effective date</Form.Label>
                      <Form.Control type="date" value={newEffectiveDate} onChange={(e) => setNewEffectiveDate(e.target.value)} />
                    </Form.Group>
                    <Form.Group className="col-12" controlId="doc-new-what-changed">
                      <Form.Label>What changed</Form.Label>
                      <Form.Control as="textarea" rows={2} maxLength={500} required value={newNote} onChange={(e) => setNewNote(e.target.value)} isInvalid={!!errors.whatChanged} />
                      <Form.Control.Feedback type="invalid">{errors.whatChanged}</Form.Control.Feedback>
                    </Form.Group>
                    <Form.Group className="col-sm-6" controlId="doc-valid-until">
                      <Form.Label>Valid on existing stock until</Form.Label>
                      <Form.Control type="date" value={label.validUntil} onChange={setField('validUntil')} isInvalid={!!errors.validUntil} aria-describedby="doc-valid-until-hint" />
                      <Form.Text id="doc-valid-until-hint">For the revision this file supersedes. Optional.</Form.Text>
                    </Form.Group>
                  </div>
                </fieldset>
              ) : null}
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
                {' · '}
                <a href={labelDocumentPath(item.guid)} target="_blank" rel="noopener" className="small">
                  Open document page
                </a>
                <div className="mt-3 d-flex align-items-center gap-3">
                  <img src={qrUrl(item.guid, 'svg')} alt={`QR code of the link to ${item.title}`} width={96} height={96} />
                  <span className="small">
                    QR code for packaging and shelf tags:{' '}
                    <a href={qrUrl(item.guid, 'svg')} download>
                      SVG
                    </a>{' '}
                    <a href={qrUrl(item.guid, 'png')} download>
                      PNG
                    </a>
                  </span>
                </div>
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
                          {f.current || LABEL_TYPES.includes(item.kind) ? (
                            <a href={f.current ? item.url : revisionUrl(item.guid, f.revisionNo)} target="_blank" rel="noopener">
                              Revision {f.revisionNo}
                            </a>
                          ) : (
                            // Only labels-library documents serve earlier revisions publicly.
                            <span>Revision {f.revisionNo}</span>
                          )}{' '}
                          {f.fileName}
                          <span className="text-muted d-block">
                            {f.revisionDate ? `Revision date ${f.revisionDate}. ` : ''}
                            {f.whatChanged ? `What changed: ${f.whatChanged}. ` : ''}
                            {f.validUntil ? `Valid on existing stock until ${f.validUntil}. ` : ''}
                            {f.textStatus === 'failed' ? 'Text could not be read. ' : ''}
                          </span>
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
                            <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                              <Button
                                size="sm"
                                variant="outline-secondary"
                                disabled={saving}
                                onClick={() => dispatch(a.restoreRequested({ id: item.id, fileId: f.id }))}
                                aria-label={`Restore ${f.fileName} from ${formatDate(f.uploadedAt)}`}
                              >
                                Restore
                              </Button>
                              {isAdministrator ? (
                                <Button
                                  size="sm"
                                  variant="outline-danger"
                                  disabled={saving}
                                  onClick={() => {
                                    if (window.confirm(`Delete revision ${f.revisionNo} (${f.fileName}) for good? Its link stops working and it cannot be restored.`))
                                      dispatch(a.revisionDeleteRequested({ id: item.id, fileId: f.id, revisionNo: f.revisionNo }));
                                  }}
                                  aria-label={`Delete revision ${f.revisionNo} (${f.fileName})`}
                                >
                                  Delete
                                </Button>
                              ) : null}
                            </div>
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
