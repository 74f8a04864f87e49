import type { ContentSaveRequest } from '@contract/content';
import Form from 'react-bootstrap/Form';

import type { SectionProps } from '../content-form';

/** Metadata for search engines and sharing: headlines, descriptions, the social image and og:type. */
export function MetadataSection({ form, set }: Omit<SectionProps, 'errors'>) {
  const meta = form.metadata ?? {};
  const setMeta = (patch: Partial<NonNullable<ContentSaveRequest['metadata']>>) => set({ metadata: { ...meta, ...patch } });
  return (
    <section className="card card-body mb-3" aria-labelledby="content-seo">
      <h2 className="h5" id="content-seo">
        Metadata (SEO and sharing)
      </h2>
      {(
        [
          ['title', 'SEO headline'],
          ['desc', 'Meta description'],
          ['ogtitle', 'Social headline'],
          ['ogdesc', 'Social description'],
        ] as const
      ).map(([k, label]) => (
        <Form.Group className="mb-3" controlId={`meta-${k}`} key={k}>
          <Form.Label>{label}</Form.Label>
          {k.includes('desc') ? (
            <Form.Control as="textarea" rows={2} value={meta[k] ?? ''} onChange={(e) => setMeta({ [k]: e.target.value })} />
          ) : (
            <Form.Control value={meta[k] ?? ''} onChange={(e) => setMeta({ [k]: e.target.value })} />
          )}
        </Form.Group>
      ))}
      <Form.Group className="mb-3" controlId="meta-ogphoto">
        <Form.Label>Social image URL</Form.Label>
        <Form.Control value={meta.ogphoto?.previewsrc ?? ''} onChange={(e) => setMeta({ ogphoto: e.target.value ? { previewsrc: e.target.value } : undefined })} />
      </Form.Group>
      <Form.Group className="mb-1" controlId="meta-metaContent">
        <Form.Label>Social type (og:type)</Form.Label>
        <Form.Control value={meta.metaContent ?? 'website'} onChange={(e) => setMeta({ metaContent: e.target.value })} />
      </Form.Group>
    </section>
  );
}
