import Form from 'react-bootstrap/Form';

/**
 * The attributes that tie a control to its message: the invalid style, aria-invalid, and aria-describedby naming
 * the message (and the field's hint, if it has one). Pair with FieldError under the control.
 */
export function errorProps(id: string, error: string | null | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-error` : null, hintId ?? null].filter(Boolean).join(' ');
  return { isInvalid: !!error, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': describedBy || undefined };
}

/** A field's message, with the id errorProps points at. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
      {error}
    </Form.Control.Feedback>
  );
}
