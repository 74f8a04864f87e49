import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_SECRET_MIN_LENGTH, WebhookCreateRequest, WebhookEvent } from '@contract/webhooks';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';

interface Props {
  saving: boolean;
  error: string | null;
  errors: Record<string, string>;
  /** Changes after each successful create: the fields then clear. */
  createdCount: number;
  onCreate(body: WebhookCreateRequest): void;
}

const EMPTY = { name: '', url: '', events: [] as WebhookEvent[], secret: '' };

/** 32 random bytes as base64url: a secret nobody has to invent. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The create form: Name, URL, the events it wants, and the secret that signs its deliveries. */
export function WebhookForm(props: Props) {
  const [form, setForm] = useState(EMPTY);
  useEffect(() => {
    if (props.createdCount) setForm(EMPTY);
  }, [props.createdCount]);
  // A refused create takes the keyboard to the first field it names.
  useEffect(() => {
    const first = (['name', 'url', 'events', 'secret'] as const).find((f) => props.errors[f]);
    if (first) document.getElementById(first === 'events' ? `webhook-event-${WEBHOOK_EVENTS[0]}` : `webhook-${first}`)?.focus();
  }, [props.errors]);
  const toggle = (e: WebhookEvent, on: boolean) => setForm((f) => ({ ...f, events: on ? [...f.events, e] : f.events.filter((x) => x !== e) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onCreate({ name: form.name, url: form.url.trim(), events: WEBHOOK_EVENTS.filter((x) => form.events.includes(x)), secret: form.secret });
  };
  const invalid = (field: string) =>
    props.errors[field] ? (
      <Form.Control.Feedback type="invalid" id={`webhook-${field}-error`}>
        {props.errors[field]}
      </Form.Control.Feedback>
    ) : null;
  /** The help text and, when refused, the field's message: what a screen reader reads with the field. */
  const describedBy = (field: string, help?: string) => [help, props.errors[field] ? `webhook-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  // Field messages sit under their fields; the alert is for a refusal no field explains.
  const formError = props.error && !Object.keys(props.errors).length ? props.error : null;

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="webhook-form-heading" className="card card-body shadow-sm mb-4">
      <h2 id="webhook-form-heading" className="h5">
        Add a webhook
      </h2>
      {formError ? (
        <Alert variant="danger" role="alert">
          {formError}
        </Alert>
      ) : null}
      <div className="row g-3">
        <Form.Group className="col-md-4" controlId="webhook-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            isInvalid={!!props.errors.name}
            aria-invalid={props.errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            maxLength={100}
            required
          />
          {invalid('name')}
        </Form.Group>
        <Form.Group className="col-md-8" controlId="webhook-url">
          <Form.Label>URL</Form.Label>
          <Form.Control
            type="url"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
            isInvalid={!!props.errors.url}
            aria-invalid={props.errors.url ? true : undefined}
            placeholder="https://hooks.example.com/site-changed"
            aria-describedby={describedBy('url', 'webhook-url-help')}
            required
          />
          <Form.Text id="webhook-url-help">https:// (or http:// to 127.0.0.1 or localhost, for testing).</Form.Text>
          {invalid('url')}
        </Form.Group>
        <fieldset className="col-12" aria-describedby={describedBy('events')}>
          <legend className="form-label fs-6 mb-1">Events</legend>
          <div className="d-flex flex-wrap gap-3">
            {WEBHOOK_EVENTS.map((e) => (
              <Form.Check
                key={e}
                id={`webhook-event-${e}`}
                type="checkbox"
                label={`${WEBHOOK_EVENT_LABELS[e]} (${e})`}
                checked={form.events.includes(e)}
                onChange={(ev) => toggle(e, ev.target.checked)}
                isInvalid={!!props.errors.events}
              />
            ))}
          </div>
          {props.errors.events ? (
            <div className="invalid-feedback d-block" id="webhook-events-error">
              {props.errors.events}
            </div>
          ) : null}
        </fieldset>
        <Form.Group className="col-md-8" controlId="webhook-secret">
          <Form.Label>Secret</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              value={form.secret}
              onChange={(e) => setForm({ ...form, secret: e.target.value })}
              isInvalid={!!props.errors.secret}
              aria-invalid={props.errors.secret ? true : undefined}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy('secret', 'webhook-secret-help')}
              required
            />
            <Button variant="outline-secondary" onClick={() => setForm({ ...form, secret: randomSecret() })}>
              Generate
            </Button>
            {invalid('secret')}
          </InputGroup>
          <Form.Text id="webhook-secret-help">
            At least {WEBHOOK_SECRET_MIN_LENGTH} characters. Each delivery is signed with it (X-Webhook-Signature: sha256=HMAC of the body). Copy it now: it is not shown again.
          </Form.Text>
        </Form.Group>
        <div className="col-md-4 d-flex align-items-end">
          <Button type="submit" variant="primary" disabled={props.saving}>
            {props.saving ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
            Create webhook
          </Button>
        </div>
      </div>
    </Form>
  );
}
