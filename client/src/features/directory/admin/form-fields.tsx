import { DIRECTORY_PRODUCTS } from '@contract/directory';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** A labelled text field with the server's message for it. */
export function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  required?: boolean;
  type?: string;
  help?: ReactNode;
  as?: 'textarea';
  rows?: number;
  className?: string;
}) {
  return (
    <Form.Group controlId={props.id} className={props.className ?? 'mb-3'}>
      <Form.Label>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Control
        as={props.as}
        rows={props.rows}
        type={props.as ? undefined : (props.type ?? 'text')}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        isInvalid={!!props.error}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[props.help ? `${props.id}-help` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined}
      />
      {props.help ? (
        <Form.Text id={`${props.id}-help`} muted>
          {props.help}
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid" id={`${props.id}-error`}>
        {props.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export function ProductChecks(props: { value: string[]; onChange(v: string[]): void; error?: string; legend: string }) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {DIRECTORY_PRODUCTS.map((p) => (
          <Form.Check
            key={p}
            id={`product-${p}`}
            type="checkbox"
            label={p}
            checked={props.value.includes(p)}
            onChange={(e) => props.onChange(e.target.checked ? [...props.value, p] : props.value.filter((x) => x !== p))}
          />
        ))}
      </div>
      {props.error ? <div className="invalid-feedback d-block">{props.error}</div> : null}
    </fieldset>
  );
}
