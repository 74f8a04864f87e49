import type { DocumentSummary } from '@contract/documents';
import { doccenterUrl, DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind, formatBytes } from '@contract/documents';
import { LABEL_MESSAGES } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { keepTabInside } from '../../../components/admin/focus-trap';
import { documentPickerSaga } from './document-picker-saga';
import { documentPickerActions as A, documentPickerSlice, selectDocumentPicker } from './document-picker-slice';

const REGION_NAME: Record<number, string> = { 2: 'US', 3: 'Canada', 4: 'International' };
const DEFAULT_REGIONS: RegionId[] = [2, 3];

documentPickerSlice.injectInto(rootReducer);
injectSaga('documentPicker', documentPickerSaga);

export interface DocumentPickerProps {
  /** The chosen document's GUID, or null. */
  value: string | null | undefined;
  onChange(guid: string | null, doc?: DocumentSummary): void;
  /** Pre-selects the kind filter (e.g. 'label', 'sds', 'image'). */
  kind?: DocumentKind;
  /** The field's visible label, e.g. 'Label document'; names the group for screen readers. */
  label?: string;
  /** Error text shown under the field. */
  error?: string;
  /** The regions of the item the document is chosen for: a document uploaded from here gets them. */
  regionIds?: RegionId[];
  /** Offers "Upload a new revision" of the chosen document (labels and SDSs: same GUID, revision history). */
  revisable?: boolean;
}

/**
 * Chooses a document from the library and returns its permanent GUID. Used by the product-label,
 * product and hero image fields: the picker shows the current choice, and a modal searches the
 * library by title, file name or GUID, filtered by kind.
 */
export function DocumentPicker({ value, onChange, kind, label = 'Document', error, regionIds, revisable }: DocumentPickerProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [revising, setRevising] = useState(false);
  const [revised, setRevised] = useState<string | null>(null);
  const regions = regionIds?.length ? regionIds : DEFAULT_REGIONS;
  const known = useAppSelector((s) => (value ? selectDocumentPicker(s).known[value] : undefined));
  const chosen = known ?? null;
  const missing = known === null;

  // Describe the current value (it may come from a saved version, not from this picker).
  useEffect(() => {
    if (value && known === undefined) dispatch(A.infoRequested({ guid: value }));
  }, [dispatch, value, known]);

  const pick = (doc: DocumentSummary) => {
    dispatch(A.picked(doc));
    setOpen(false);
    onChange(doc.guid, doc);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="document-picker">
      <div id={`${id}-label`} className="form-label fw-semibold">
        {label}
      </div>
      <div className={`d-flex flex-wrap align-items-center gap-2 border rounded p-2 bg-white${error ? ' border-danger' : ''}`}>
        <div className="me-auto small text-break" aria-live="polite">
          {value ? (
            chosen ? (
              <>
                <a href={doccenterUrl(value)} target="_blank" rel="noopener" className="fw-semibold">
                  {chosen.title}
                </a>
                <span className="text-muted d-block">
                  {chosen.fileName}, {formatBytes(chosen.size)}
                </span>
              </>
            ) : missing ? (
              <span className="text-danger">Document {value} is not in the library.</span>
            ) : (
              <span className="text-muted">{value}</span>
            )
          ) : (
            <span className="text-muted">No document chosen.</span>
          )}
        </div>
        {value && revisable ? (
          <Button size="sm" variant="outline-primary" onClick={() => setRevising(true)}>
            Upload a new revision
          </Button>
        ) : null}
        <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)}>
          {value ? 'Choose another document' : 'Choose document'}
        </Button>
        {value ? (
          <Button size="sm" variant="outline-secondary" onClick={() => onChange(null)}>
            Clear
          </Button>
        ) : null}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
      {revised ? (
        <p className="small text-success mb-0 mt-1" role="status">
          {revised}
        </p>
      ) : null}
      {open ? <PickerModal kind={kind} label={label} regionIds={regions} onPick={pick} onClose={() => setOpen(false)} /> : null}
      {revising && value ? (
        <RevisionModal
          guid={value}
          label={label}
          onDone={(message) => {
            setRevising(false);
            setRevised(message);
          }}
          onClose={() => setRevising(false)}
        />
      ) : null}
    </div>
  );
}

function PickerModal(props: { kind?: DocumentKind; label: string; regionIds: RegionId[]; onPick(doc: DocumentSummary): void; onClose(): void }) {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<DocumentKind | ''>(props.kind ?? '');
  const { result, error, status } = useAppSelector((s) => selectDocumentPicker(s).search);
  const loading = status === 'loading';
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    dispatch(A.dialogOpened());
    return () => void dispatch(A.dialogClosed());
  }, [dispatch]);
  useEffect(() => {
    const t = setTimeout(() => dispatch(A.searchRequested({ search, kind })), search ? 250 : 0);
    return () => clearTimeout(t);
  }, [search, kind, dispatch]);

  return (
    <Modal show onHide={props.onClose} size="lg" centered scrollable aria-labelledby="document-picker-title" onKeyDown={keepTabInside}>
      <Modal.Header closeButton>
        <Modal.Title id="document-picker-title" as="h2" className="h5">
          Choose a document: {props.label}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-2 mb-3">
          <Form.Group className="col-md-8" controlId="document-picker-search">
            <Form.Label>Search the library</Form.Label>
            <Form.Control type="search" autoFocus placeholder="Title, file name or GUID" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Form.Group>
          <Form.Group className="col-md-4" controlId="document-picker-kind">
            <Form.Label>Kind</Form.Label>
            <Form.Select value={kind} onChange={(e) => setKind(e.target.value as DocumentKind | '')}>
              <option value="">All kinds</option>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KIND_NAME[k]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        {loading && !result ? (
          <p role="status" className="text-muted">
            <Spinner size="sm" className="me-2" aria-hidden />
            Searching...
          </p>
        ) : null}
        {result ? (
          <div className="doc-picker-list" style={{ maxHeight: '50vh', overflowY: 'auto' }}>
            <Table size="sm" hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Kind</th>
                  <th scope="col">File</th>
                  <th scope="col">
                    <span className="visually-hidden">Choose</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((d) => (
                  <tr key={d.id}>
                    <td className="fw-semibold">{d.title}</td>
                    <td className="small">{DOCUMENT_KIND_NAME[d.kind]}</td>
                    <td className="small text-break">{d.fileName}</td>
                    <td className="text-end">
                      <Button size="sm" variant="primary" onClick={() => props.onPick(d)} aria-label={`Select ${d.title}`}>
                        Select
                      </Button>
                    </td>
                  </tr>
                ))}
                {result.items.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="text-muted text-center py-3">
                      No documents match. Upload a new one below.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </Table>
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer className="d-block">
        {uploading ? (
          <QuickUpload kind={kind || props.kind || 'other'} regionIds={props.regionIds} onUploaded={props.onPick} onCancel={() => setUploading(false)} />
        ) : (
          <div className="d-flex align-items-center">
            <Button variant="link" className="me-auto px-0" onClick={() => setUploading(true)}>
              Upload a new document
            </Button>
            <Button variant="outline-secondary" onClick={props.onClose}>
              Cancel
            </Button>
          </div>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** Adds a document to the library from inside the picker and selects it (no progress bar: small files). */
function QuickUpload(props: { kind: DocumentKind; regionIds: RegionId[]; onUploaded(doc: DocumentSummary): void; onCancel(): void }) {
  const dispatch = useAppDispatch();
  const upload = useAppSelector((s) => selectDocumentPicker(s).upload);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const asked = useRef<number | null>(null);
  const busy = upload.status === 'loading';
  const error = localError ?? (asked.current === upload.seq ? upload.error : null);
  const { onUploaded } = props;

  // The document this form uploaded is selected.
  useEffect(() => {
    if (asked.current === upload.seq && upload.document) {
      asked.current = null;
      onUploaded(upload.document);
    }
  }, [upload, onUploaded]);

  const submit = () => {
    if (!file) return setLocalError('Please choose a file to upload.');
    if (!title.trim()) return setLocalError('Title is required.');
    setLocalError(null);
    asked.current = upload.seq + 1;
    dispatch(A.uploadRequested({ title: title.trim(), kind: props.kind, file, regionIds: props.regionIds }));
  };
  return (
    <div className="row g-2 align-items-end">
      <Form.Group className="col-md-5" controlId="document-picker-upload-file">
        <Form.Label>New file</Form.Label>
        <Form.Control
          type="file"
          onChange={(e) => {
            const f = (e.target as HTMLInputElement).files?.[0] ?? null;
            setFile(f);
            if (f && !title) setTitle(f.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' '));
          }}
        />
      </Form.Group>
      <Form.Group className="col-md-4" controlId="document-picker-upload-title">
        <Form.Label>New document title</Form.Label>
        <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} />
      </Form.Group>
      <div className="col-md-auto d-flex gap-2">
        <Button onClick={submit} disabled={busy} className="text-nowrap">
          {busy ? <Spinner size="sm" aria-hidden className="me-1" /> : null}
          Upload and select
        </Button>
        <Button variant="outline-secondary" onClick={props.onCancel} disabled={busy}>
          Back
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-danger small mb-0">
          {error}
        </p>
      ) : null}
      <p className="form-text mb-0">
        Kind: {DOCUMENT_KIND_NAME[props.kind]}; regions {props.regionIds.map((r) => REGION_NAME[r] ?? r).join(' and ')}, as this item (change them later in the Document Library).
      </p>
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Upload a new revision": a new file for the chosen document under the same GUID, with its revision date,
 * effective date, "What changed" (required) and how long the superseded revision stays valid on existing stock.
 */
function RevisionModal(props: { guid: string; label: string; onDone(message: string): void; onClose(): void }) {
  const dispatch = useAppDispatch();
  const revise = useAppSelector((s) => selectDocumentPicker(s).revise);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ revisionDate: today(), effectiveDate: '', whatChanged: '', validUntil: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const asked = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mine = asked.current === revise.seq;
  const errors: Record<string, string> = { ...(mine ? revise.errors : {}), ...local };
  const busy = mine && revise.status === 'loading';
  const { onDone } = props;

  useEffect(() => {
    dispatch(A.dialogOpened());
    return () => void dispatch(A.dialogClosed());
  }, [dispatch]);
  useEffect(() => {
    if (asked.current !== revise.seq || revise.status !== 'succeeded') return;
    asked.current = null;
    onDone(`Revision ${revise.revisionNo ?? ''} uploaded: the same link now serves the new file.`);
  }, [revise, onDone]);
  // The first message gets focus (scrolled into view) after a refused upload.
  useEffect(() => {
    if (Object.keys(errors).length || (mine && revise.error)) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
    // errors is derived from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [local, revise.errors, revise.error]);

  const set = (k: keyof typeof fields, v: string) => setFields((f) => ({ ...f, [k]: v }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.file = 'Please choose a file to upload.';
    if (!fields.whatChanged.trim()) problems.whatChanged = LABEL_MESSAGES.noteRequired;
    setLocal(problems);
    if (Object.keys(problems).length || !file) return;
    asked.current = revise.seq + 1;
    dispatch(A.reviseRequested({ guid: props.guid, file, ...fields, whatChanged: fields.whatChanged.trim() }));
  };
  const invalid = (k: string) => (errors[k] ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': `revision-${k}-error` } : {});
  const message = (k: string) =>
    errors[k] ? (
      <Form.Control.Feedback type="invalid" id={`revision-${k}-error`}>
        {errors[k]}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Modal show onHide={props.onClose} centered aria-labelledby="revision-title" onKeyDown={keepTabInside}>
      <Form onSubmit={submit} noValidate ref={formRef}>
        <Modal.Header closeButton>
          <Modal.Title id="revision-title" as="h2" className="h5">
            Upload a new revision: {props.label}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-muted">The new file replaces the current one behind the same link; the old file stays in the revision history.</p>
          {mine && revise.error ? (
            <Alert variant="danger" role="alert" tabIndex={-1}>
              {revise.error}
            </Alert>
          ) : null}
          <Form.Group className="mb-3" controlId="revision-file">
            <Form.Label>New file</Form.Label>
            <Form.Control type="file" onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)} {...invalid('file')} />
            {message('file')}
          </Form.Group>
          <div className="row g-2">
            <Form.Group className="col-sm-6 mb-3" controlId="revision-revisionDate">
              <Form.Label>Revision date</Form.Label>
              <Form.Control type="date" value={fields.revisionDate} onChange={(e) => set('revisionDate', e.target.value)} {...invalid('revisionDate')} />
              {message('revisionDate')}
            </Form.Group>
            <Form.Group className="col-sm-6 mb-3" controlId="revision-effectiveDate">
              <Form.Label>Effective date</Form.Label>
              <Form.Control type="date" value={fields.effectiveDate} onChange={(e) => set('effectiveDate', e.target.value)} {...invalid('effectiveDate')} />
              {message('effectiveDate')}
            </Form.Group>
          </div>
          <Form.Group className="mb-3" controlId="revision-whatChanged">
            <Form.Label>What changed</Form.Label>
            <Form.Control as="textarea" rows={3} value={fields.whatChanged} onChange={(e) => set('whatChanged', e.target.value)} {...invalid('whatChanged')} />
            {message('whatChanged')}
          </Form.Group>
          <Form.Group className="mb-0" controlId="revision-validUntil">
            <Form.Label>Valid on existing stock until</Form.Label>
            <Form.Control
              type="date"
              value={fields.validUntil}
              onChange={(e) => set('validUntil', e.target.value)}
              aria-describedby="revision-validUntil-help"
              {...invalid('validUntil')}
            />
            <Form.Text id="revision-validUntil-help">For the revision this one supersedes; leave blank if it is withdrawn at once.</Form.Text>
            {message('validUntil')}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" type="button" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner size="sm" aria-hidden className="me-1" /> : null}
            Upload revision
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
