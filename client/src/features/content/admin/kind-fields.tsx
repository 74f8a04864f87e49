import type { ContentKind } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import type { ReactElement } from 'react';
import Form from 'react-bootstrap/Form';

import { type FieldsProps, Input } from './kind-field-inputs';
import { ProductFieldsEditor, ProductLabelFieldsEditor } from './product-kind-fields';

type Props = FieldsProps & { kind: ContentKind };

/** Knowledge center: content type and podcast audio. */
function KnowledgeCenterFields({ form, set, errors }: FieldsProps) {
  return (
    <div className="row">
      <Form.Group className="col-md-4 mb-3" controlId="resourceType">
        <Form.Label>Content type</Form.Label>
        <Form.Select value={form.resourceType ?? 0} isInvalid={!!errors.resourceType} onChange={(e) => set({ resourceType: Number(e.target.value) })}>
          <option value={0}>Article</option>
          <option value={1}>Research</option>
          <option value={2}>Podcast</option>
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.resourceType}</Form.Control.Feedback>
      </Form.Group>
      {form.resourceType === 2 ? (
        <div className="col-md-8">
          <Input
            id="mediaUrl"
            label="Podcast audio or embed URL"
            value={form.mediaUrl ?? ''}
            error={errors.mediaUrl}
            onChange={(mediaUrl) => set({ mediaUrl })}
            help="An .mp3/.m4a file address plays in an audio player; other addresses are embedded."
          />
        </div>
      ) : null}
    </div>
  );
}

/** Press releases: the source (dateline). */
function PressReleaseFields({ form, set }: FieldsProps) {
  return <Input id="source" label="Source (dateline)" value={form.source ?? ''} onChange={(source) => set({ source })} help="e.g. Wichita, Kan." />;
}

/** The editor of each kind's own fields, by kind (a kind with none, or only `extraFields`, has no entry). */
const KIND_EDITORS: Partial<Record<string, (p: FieldsProps) => ReactElement | null>> = {
  'knowledge-center': KnowledgeCenterFields,
  'press-releases': PressReleaseFields,
  products: ProductFieldsEditor,
  'product-labels': ProductLabelFieldsEditor,
};

/** The fields only one kind carries: its own editor, then the simple fields its definition declares (kept in `fields`). */
export function KindFields({ kind, form, set, errors }: Props) {
  const Editor = KIND_EDITORS[kind];
  const extra = publicKind(kind).extraFields ?? [];
  return (
    <>
      {Editor ? <Editor form={form} set={set} errors={errors} /> : null}
      {extra.map((f) => (
        <Input
          key={f.key}
          id={`fields-${f.key}`}
          label={f.label}
          help={f.help}
          value={String(form.fields?.[f.key] ?? '')}
          error={errors[`fields.${f.key}`]}
          onChange={(v) => set({ fields: { ...form.fields, [f.key]: v } })}
        />
      ))}
    </>
  );
}
