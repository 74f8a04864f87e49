import type { ContentItem, ContentKind } from '@contract/content';
import { slugify } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicPathFor } from '@contract/content-paths';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { SectionProps } from '../content-form';
import { KindFields } from '../kind-fields';

/**
 * Title, slug (made from the title until edited; changing a published item's slug offers a redirect from the old
 * address), summary and the kind's own fields.
 */
export function MainSection(
  props: SectionProps & {
    kind: ContentKind;
    item: ContentItem | null;
    shownSlug: string;
    slugChanged: boolean;
    onSlugEdited(): void;
    createRedirect: boolean;
    onCreateRedirect(on: boolean): void;
  },
) {
  const { kind, form, set, errors, item, shownSlug, slugChanged, createRedirect } = props;
  const definition = publicKind(kind);
  return (
    <>
      <Form.Group className="mb-3" controlId="title">
        <Form.Label>Title</Form.Label>
        <Form.Control
          value={form.title}
          isInvalid={!!errors.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'title-error' : undefined}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Form.Control.Feedback type="invalid" id="title-error">
          {errors.title}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="slug">
        <Form.Label>Slug</Form.Label>
        <div className="d-flex gap-2 has-validation">
          <Form.Control
            value={shownSlug}
            isInvalid={!!errors.slug}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={errors.slug ? 'slug-error' : undefined}
            onChange={(e) => {
              props.onSlugEdited();
              set({ slug: e.target.value.toLowerCase() });
            }}
          />
          <Button
            type="button"
            variant="outline-secondary"
            className="text-nowrap"
            onClick={() => {
              props.onSlugEdited();
              set({ slug: slugify(form.title) });
            }}
          >
            Generate from title
          </Button>
        </div>
        {errors.slug ? (
          <div className="invalid-feedback d-block" id="slug-error">
            {errors.slug}
          </div>
        ) : null}
        <Form.Text>
          Lowercase letters, digits and hyphens.{' '}
          {definition.hasItemPage ? `Public address: ${publicPathFor(kind, shownSlug || '…', form.regionIds?.[0] ?? 2, item?.locale ?? form.locale)}` : ''}
        </Form.Text>
      </Form.Group>
      {slugChanged && item && item.status !== 'draft' ? (
        <Form.Check
          className="mb-3"
          id="createRedirect"
          checked={createRedirect}
          onChange={(e) => props.onCreateRedirect(e.target.checked)}
          label={`Redirect the old address (/${item?.slug}) to the new one`}
        />
      ) : null}
      <Form.Group className="mb-3" controlId="summary">
        <Form.Label>Summary</Form.Label>
        <Form.Control as="textarea" rows={2} value={form.summary ?? ''} onChange={(e) => set({ summary: e.target.value })} />
        <Form.Text>Shown on cards and lists.</Form.Text>
      </Form.Group>
      <KindFields kind={kind} form={form} set={set} errors={errors} />
    </>
  );
}
