import { REDIRECT_STATUS_LABEL, REDIRECT_STATUSES, RedirectItem, RedirectSaveRequest, RedirectStatus, RedirectTestRequest, RedirectTestResult } from '@contract/redirects';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

import { keepTabInside } from '../../../components/admin/focus-trap';
import { DraftRestoreOffer, useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { attemptLeave } from '../../../lib/leave-guard';
import { formatWhen } from './format';

interface Props {
  item: RedirectItem | null;
  preset: Partial<RedirectSaveRequest> | null;
  saving: boolean;
  error: string | null;
  errors: Record<string, string>;
  /** The last save went through but looks wrong: the server's words. */
  warnings: string[];
  test: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; result: RedirectTestResult | null; error: string | null };
  onSave(id: number | null, body: RedirectSaveRequest): void;
  onTest(request: RedirectTestRequest): void;
  onClose(): void;
}

interface FormState {
  source: string;
  target: string;
  status: RedirectStatus;
  keepQuery: boolean;
  host: string;
  regionId: '' | '2' | '3';
  active: boolean;
  allowShadow: boolean;
  note: string;
}

const fromItem = (item: RedirectItem | null, preset: Partial<RedirectSaveRequest> | null): FormState => ({
  source: item?.source ?? preset?.source ?? '',
  target: item?.target ?? preset?.target ?? '',
  status: item?.status ?? preset?.status ?? 301,
  keepQuery: item?.keepQuery ?? true,
  host: item?.host ?? '',
  regionId: item?.regionId ? (String(item.regionId) as '2' | '3') : '',
  active: item?.active ?? true,
  allowShadow: item?.allowShadow ?? false,
  note: item?.note ?? preset?.note ?? '',
});

/** Add/edit form of one redirect rule, in a modal over the list. */
export function RedirectFormModal(props: Props) {
  const [form, setForm] = useState<FormState>(() => fromItem(props.item, props.preset));
  useEffect(() => setForm(fromItem(props.item, props.preset)), [props.item, props.preset]);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  // Closing with unsaved changes asks first; the form is kept as a local draft of this rule (or of a new one).
  const baseline = useMemo(() => fromItem(props.item, props.preset), [props.item, props.preset]);
  const unsaved = useUnsavedChanges({ draftKey: `redirect:${props.item?.id ?? 'new'}`, value: form, baseline, onRestore: setForm });
  const close = () => attemptLeave(props.onClose);
  const gone = form.status === 410;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    unsaved.clearDraft();
    props.onSave(props.item?.id ?? null, {
      source: form.source,
      target: gone ? '' : form.target,
      status: form.status,
      keepQuery: form.keepQuery,
      host: form.host.trim() || null,
      regionId: form.regionId ? (Number(form.regionId) as 2 | 3) : null,
      active: form.active,
      allowShadow: form.allowShadow,
      note: form.note.trim() || null,
    });
  };
  const invalid = (field: string) =>
    props.errors[field] ? (
      <Form.Control.Feedback type="invalid" id={`redirect-${field}-error`}>
        {props.errors[field]}
      </Form.Control.Feedback>
    ) : null;
  // Each message is tied to its field; the first field in error gets focus when the answer comes.
  const errorAttrs = (field: string) => (props.errors[field] ? { 'aria-invalid': true, 'aria-describedby': `redirect-${field}-error` } : {});
  useEffect(() => {
    if (Object.keys(props.errors).length) document.querySelector<HTMLElement>('.redirects-modal [aria-invalid="true"]')?.focus();
  }, [props.errors]);

  return (
    <Modal show onHide={close} size="lg" centered aria-labelledby="redirect-form-title" dialogClassName="redirects-modal" onKeyDown={keepTabInside}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="redirect-form-title" as="h2" className="h5">
            Redirect {props.item ? 'Edit' : 'Add'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <DraftRestoreOffer unsaved={unsaved} />
          {props.error ? (
            <Alert variant="danger" role="alert">
              {props.error}
            </Alert>
          ) : null}
          {props.warnings.length ? (
            <Alert variant="warning" role="status">
              {props.warnings.map((w) => (
                <p key={w} className="mb-0">
                  {w}
                </p>
              ))}
            </Alert>
          ) : null}
          {props.item?.builtIn ? <Alert variant="info">This is a built-in redirect of the site: it can be changed or made inactive, not deleted.</Alert> : null}
          <div className="row g-3">
            <Form.Group className="col-md-6" controlId="redirect-source">
              <Form.Label>Source path</Form.Label>
              <Form.Control
                value={form.source}
                onChange={(e) => set('source', e.target.value)}
                isInvalid={!!props.errors.source}
                {...errorAttrs('source')}
                placeholder="/old-page"
                autoFocus
              />
              <Form.Text>The old address. End it with * to match every path below it.</Form.Text>
              {invalid('source')}
              <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  type="button"
                  disabled={!form.source.trim() || props.test.status === 'loading'}
                  onClick={() => props.onTest({ path: form.source.trim(), host: form.host.trim() || null })}
                  aria-describedby="redirect-test-answer"
                >
                  Test
                </Button>
                <span id="redirect-test-answer" role="status" className="small">
                  {props.test.status === 'loading' ? 'Testing…' : null}
                  {props.test.result ? (
                    <>
                      {props.test.result.message}
                      {props.test.result.targetProblem ? <span className="d-block text-danger">The target does not answer: {props.test.result.targetProblem}</span> : null}
                    </>
                  ) : null}
                  {props.test.error ? <span className="text-danger">{props.test.error}</span> : null}
                </span>
              </div>
            </Form.Group>
            <Form.Group className="col-md-6" controlId="redirect-status">
              <Form.Label>Status</Form.Label>
              <Form.Select value={form.status} onChange={(e) => set('status', Number(e.target.value) as RedirectStatus)} isInvalid={!!props.errors.status} {...errorAttrs('status')}>
                {REDIRECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {REDIRECT_STATUS_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
              {invalid('status')}
            </Form.Group>
            <Form.Group className="col-12" controlId="redirect-target">
              <Form.Label>Target</Form.Label>
              <Form.Control
                value={gone ? '' : form.target}
                onChange={(e) => set('target', e.target.value)}
                isInvalid={!!props.errors.target}
                {...errorAttrs('target')}
                disabled={gone}
                placeholder={gone ? 'No target: the page answers 410 Gone' : '/new-page or https://…'}
              />
              <Form.Text>A site path such as /agrotain or a full URL. With a wildcard source, end it with * to carry the rest of the path.</Form.Text>
              {invalid('target')}
            </Form.Group>
            <Form.Group className="col-md-6" controlId="redirect-host">
              <Form.Label>Host (optional)</Form.Label>
              <Form.Control value={form.host} onChange={(e) => set('host', e.target.value)} isInvalid={!!props.errors.host} {...errorAttrs('host')} placeholder="Every host" />
              {invalid('host')}
            </Form.Group>
            <Form.Group className="col-md-6" controlId="redirect-region">
              <Form.Label>Region (optional)</Form.Label>
              <Form.Select
                value={form.regionId}
                onChange={(e) => set('regionId', e.target.value as FormState['regionId'])}
                isInvalid={!!props.errors.regionId}
                {...errorAttrs('regionId')}
              >
                <option value="">Every region</option>
                <option value="2">US site</option>
                <option value="3">Canada site</option>
              </Form.Select>
              {invalid('regionId')}
            </Form.Group>
            <div className="col-12 d-flex flex-wrap gap-4">
              <Form.Check id="redirect-active" type="switch" label="Active" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
              <Form.Check
                id="redirect-keep-query"
                type="checkbox"
                label="Keep the query string"
                checked={form.keepQuery}
                onChange={(e) => set('keepQuery', e.target.checked)}
                disabled={gone}
              />
              <Form.Check id="redirect-allow-shadow" type="checkbox" label="Override a site route" checked={form.allowShadow} onChange={(e) => set('allowShadow', e.target.checked)} />
            </div>
            <Form.Group className="col-12" controlId="redirect-note">
              <Form.Label>Note</Form.Label>
              <Form.Control as="textarea" rows={2} value={form.note} onChange={(e) => set('note', e.target.value)} isInvalid={!!props.errors.note} {...errorAttrs('note')} />
              {invalid('note')}
            </Form.Group>
          </div>
        </Modal.Body>
        <Modal.Footer>
          {props.item ? (
            <p className="small text-muted me-auto mb-0">
              Created {formatWhen(props.item.created, '')}
              {props.item.createdBy ? ` by ${props.item.createdBy}` : ''}. Last changed {formatWhen(props.item.updated, '')}
              {props.item.updatedBy ? ` by ${props.item.updatedBy}` : ''}. {props.item.hits.toLocaleString('en-US')} hit{props.item.hits === 1 ? '' : 's'}
              {props.item.lastHitAt ? `, the last on ${formatWhen(props.item.lastHitAt)}` : ''}.
            </p>
          ) : null}
          <Button variant="outline-secondary" type="button" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" disabled={props.saving}>
            {props.saving ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
            Save Changes
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
