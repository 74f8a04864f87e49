import { LABEL_MESSAGES } from '@contract/labels';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { keepTabInside } from '../../../components/admin/focus-trap';
import { documentPickerActions as A, selectDocumentPicker } from './document-picker-slice';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Upload a new revision": a new file for the chosen document under the same GUID, with its revision date,
 * effective date, "What changed" (required) and how long the superseded revision stays valid on existing stock.
 */
export function RevisionModal(props: { guid: string; label: string; onDone(message: string): void; onClose(): void }) {
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
