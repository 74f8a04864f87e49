import { doccenterUrl } from '@contract/documents';
import Form from 'react-bootstrap/Form';

import type { SectionProps } from '../content-form';
import { DocumentPicker } from '../document-picker';

/** The hero: its type, and its image by address or from the Document Library, with alt text. */
export function HeroSection({ form, set }: Omit<SectionProps, 'errors'>) {
  return (
    <section className="card card-body mb-3" aria-labelledby="content-hero">
      <h2 className="h5" id="content-hero">
        Hero
      </h2>
      <Form.Group className="mb-3" controlId="heroImageType">
        <Form.Label>Hero type</Form.Label>
        <Form.Select value={form.heroImageType ?? ''} onChange={(e) => set({ heroImageType: e.target.value === '' ? null : (Number(e.target.value) as 0 | 1) })}>
          <option value="">None</option>
          <option value="0">Highlight</option>
          <option value="1">Cropped image</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="heroSrc">
        <Form.Label>Hero image URL</Form.Label>
        <Form.Control
          value={form.heroMedia?.previewsrc ?? ''}
          onChange={(e) => set({ heroMedia: e.target.value ? { alttext: form.heroMedia?.alttext ?? '', previewsrc: e.target.value } : null })}
        />
      </Form.Group>
      <DocumentPicker
        kind="image"
        label="Or choose a hero image from the Document Library"
        value={/^\/doccenter\/([0-9a-f-]{36})$/i.exec(form.heroMedia?.previewsrc ?? '')?.[1] ?? null}
        onChange={(guid, doc) => set({ heroMedia: guid ? { previewsrc: doccenterUrl(guid), alttext: form.heroMedia?.alttext || doc?.title || '' } : null })}
      />
      <Form.Group className="my-3" controlId="heroAlt">
        <Form.Label>Hero image alt text</Form.Label>
        <Form.Control
          value={form.heroMedia?.alttext ?? ''}
          disabled={!form.heroMedia}
          onChange={(e) => set({ heroMedia: { previewsrc: form.heroMedia?.previewsrc ?? '', alttext: e.target.value } })}
        />
      </Form.Group>
    </section>
  );
}
