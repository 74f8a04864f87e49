import type { DocumentSummary } from '@contract/documents';
import { DOCUMENT_KIND_NAME, DocumentKind } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { documentPickerActions as A, selectDocumentPicker } from './document-picker-slice';

const REGION_NAME: Record<number, string> = { 2: 'US', 3: 'Canada', 4: 'International' };

/** Adds a document to the library from inside the picker and selects it (no progress bar: small files). */
export function QuickUpload(props: { kind: DocumentKind; regionIds: RegionId[]; onUploaded(doc: DocumentSummary): void; onCancel(): void }) {
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
