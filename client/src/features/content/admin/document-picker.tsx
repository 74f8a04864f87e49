import type { DocumentSummary } from '@contract/documents';
import { doccenterUrl, DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind, formatBytes } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { useEffect, useId, useState } from 'react';
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
import { QuickUpload } from './document-quick-upload';
import { RevisionModal } from './document-revision-modal';

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
