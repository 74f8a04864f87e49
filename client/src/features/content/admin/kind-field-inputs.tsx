import type { ContentSaveRequest } from '@contract/content';
import type { DocumentKind } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import Form from 'react-bootstrap/Form';

import { DocumentPicker } from './document-picker';

// The inputs the kinds' field editors share.

/** What each kind's field editor is given: the form, its setter and the field messages. */
export type FieldsProps = { form: ContentSaveRequest; set(patch: Partial<ContentSaveRequest>): void; errors: Record<string, string> };

/** A labelled text input with its help and its field message. */
export function Input(props: { id: string; label: string; value: string | number; onChange(v: string): void; type?: string; error?: string; help?: string }) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control type={props.type ?? 'text'} value={props.value} isInvalid={!!props.error} onChange={(e) => props.onChange(e.target.value)} />
      {props.help ? <Form.Text>{props.help}</Form.Text> : null}
      {props.error ? <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback> : null}
    </Form.Group>
  );
}

/** A document from the library, chosen with the document library's picker (stores its permanent GUID). */
export function DocumentGuidInput(props: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  kind?: DocumentKind;
  regionIds?: RegionId[];
  revisable?: boolean;
}) {
  return (
    <div className="mb-3" id={props.id}>
      <DocumentPicker
        value={props.value || null}
        onChange={(guid) => props.onChange(guid ?? '')}
        kind={props.kind}
        label={props.label}
        error={props.error}
        regionIds={props.regionIds}
        revisable={props.revisable}
      />
    </div>
  );
}
