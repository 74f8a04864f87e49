import { doccenterUrl } from '@contract/documents';
import Form from 'react-bootstrap/Form';

import type { SectionProps } from '../content-form';
import { DocumentPicker } from '../document-picker';

/** What each hero type shows on the page, said under the choice. */
const HERO_TYPE_HELP =
  'None: a plain title band, no image. Highlight: the image fills the top of the page with the title over it. Cropped image: the image as a banner above the title.';

/** The hero: its type, and its image by address or from the Document Library, with alt text. */
export function HeroSection({ form, set }: Omit<SectionProps, 'errors'>) {
  // An image with the type "None" would not show: choosing one sets a type that shows it.
  // (The address field only when it starts from empty, so a deliberate None stays while the address is edited.)
  const withImage = (heroMedia: SectionProps['form']['heroMedia'], picked: boolean) =>
    set(heroMedia && form.heroImageType == null && (picked || !form.heroMedia?.previewsrc) ? { heroMedia, heroImageType: 1 } : { heroMedia });
  return (
    <section className="card card-body mb-3" aria-labelledby="content-hero">
      <h2 className="h5" id="content-hero">
        Hero
      </h2>
      <Form.Group className="mb-3" controlId="heroImageType">
        <Form.Label>Hero type</Form.Label>
        <Form.Select
          value={form.heroImageType ?? ''}
          aria-describedby="heroImageType-help"
          onChange={(e) => set({ heroImageType: e.target.value === '' ? null : (Number(e.target.value) as 0 | 1) })}
        >
          <option value="">None</option>
          <option value="0">Highlight</option>
          <option value="1">Cropped image</option>
        </Form.Select>
        <Form.Text id="heroImageType-help">{HERO_TYPE_HELP}</Form.Text>
        {form.heroMedia?.previewsrc && form.heroImageType == null ? (
          <Form.Text className="d-block text-warning-emphasis" role="status">
            With the type None the hero image is not shown: choose Highlight or Cropped image.
          </Form.Text>
        ) : null}
      </Form.Group>
      <Form.Group className="mb-3" controlId="heroSrc">
        <Form.Label>Hero image URL</Form.Label>
        <Form.Control
          value={form.heroMedia?.previewsrc ?? ''}
          onChange={(e) => withImage(e.target.value ? { alttext: form.heroMedia?.alttext ?? '', previewsrc: e.target.value } : null, false)}
        />
      </Form.Group>
      <DocumentPicker
        kind="image"
        label="Or choose a hero image from the Document Library"
        value={/^\/doccenter\/([0-9a-f-]{36})$/i.exec(form.heroMedia?.previewsrc ?? '')?.[1] ?? null}
        onChange={(guid, doc) => withImage(guid ? { previewsrc: doccenterUrl(guid), alttext: form.heroMedia?.alttext || doc?.title || '' } : null, true)}
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
