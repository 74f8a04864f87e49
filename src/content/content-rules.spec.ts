import { slugify } from '../contract/content';
import { normalizeSave } from './content-rules';
import { sanitizeRichText } from './rich-text';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('content rules', () => {
  it('generates a slug from the title and validates a given one', () => {
    expect(slugify('Protecting Nitrogen on the Prairies!')).toBe('protecting-nitrogen-on-the-prairies');
    expect(slugify('Crème & Brûlée: 3-TRAX')).toBe('creme-and-brulee-3-trax');
    expect(normalizeSave('pages', { title: 'About Us' }, NOW).snapshot.slug).toBe('about-us');
    expect(normalizeSave('pages', { title: 'About Us', slug: 'About_Us' }, NOW).errors.slug).toBe('Slug may contain only lowercase letters, digits and hyphens.');
  });

  it('publishes now by default, schedules a future date and keeps drafts as drafts', () => {
    expect(normalizeSave('pages', { title: 'A' }, NOW).snapshot).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });
    expect(normalizeSave('pages', { title: 'A', publishedAt: '2026-06-01T00:00:00Z' }, NOW).snapshot.status).toBe('scheduled');
    expect(normalizeSave('pages', { title: 'A', status: 'draft' }, NOW).snapshot).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('accepts draft, published and scheduled, and says so when refusing another status; the date decides published or scheduled', () => {
    expect(normalizeSave('pages', { title: 'A', status: 'archived' as never }, NOW).errors.status).toBe('Status must be draft, published or scheduled.');
    expect(normalizeSave('pages', { title: 'A', status: 'scheduled', publishedAt: '2026-06-01T00:00:00Z' }, NOW).snapshot).toMatchObject({
      status: 'scheduled',
      publishedAt: '2026-06-01T00:00:00.000Z',
    });
    expect(normalizeSave('pages', { title: 'A', status: 'scheduled', publishedAt: '2026-04-01T00:00:00Z' }, NOW).snapshot.status).toBe('published');
    expect(normalizeSave('pages', { title: 'A', status: 'scheduled' }, NOW).errors.status).toBeUndefined();
    // A draft keeps the publish date the editor chose.
    expect(normalizeSave('pages', { title: 'A', status: 'draft', publishedAt: '2026-06-01T00:00:00Z' }, NOW).snapshot).toMatchObject({
      status: 'draft',
      publishedAt: '2026-06-01T00:00:00.000Z',
    });
  });

  it("defaults metaContent to 'website' for every kind (spec 2.2) and keeps a given one", () => {
    for (const kind of ['knowledge-center', 'pages', 'press-releases', 'products', 'product-labels'] as const) {
      expect(normalizeSave(kind, { title: 'A' }, NOW).snapshot.metadata.metaContent).toBe('website');
    }
    expect(normalizeSave('knowledge-center', { title: 'A', metadata: { metaContent: 'article' } }, NOW).snapshot.metadata.metaContent).toBe('article');
  });

  it('requires a title, a region and, for knowledge items, a content type; podcasts need audio', () => {
    const r = normalizeSave('knowledge-center', { title: ' ', regionIds: [], resourceType: 2 }, NOW);
    expect(r.errors).toMatchObject({ title: 'Title is required.', regionIds: 'Select at least one region.', mediaUrl: 'A podcast needs its audio or embed address.' });
    expect(normalizeSave('knowledge-center', { title: 'x', resourceType: 7 as never }, NOW).errors.resourceType).toBe('Content type must be Article, Research or Podcast.');
  });

  it('keeps ROI line breaks and drops markup from plain fields', () => {
    const r = normalizeSave('pages', { title: 'A', modules: [{ type: 3, items: [{ headline: '<b>+5</b>', shortDescription: 'one\ntwo' }] }] }, NOW);
    expect(r.snapshot.modules[0]).toEqual({ type: 3, headline: undefined, items: [{ headline: '+5', shortDescription: 'one\ntwo' }] });
  });

  it('sanitizes rich text with an allowlist', () => {
    expect(sanitizeRichText('<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">z</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">z</a>');
    expect(sanitizeRichText('<a href="/x" target="_top" rel="opener">t</a>')).toBe('<a href="/x">t</a>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><img src="/a.png" onerror="x()" alt="A">')).toBe('<img src="/a.png" alt="A" />');
  });

  it('validates product and product-label fields', () => {
    expect(normalizeSave('products', { title: 'P', product: { family: 'bogus' as never, brand: '' } }, NOW).errors).toMatchObject({
      'product.family': 'Choose a product family.',
      'product.brand': 'Brand is required.',
    });
    expect(
      normalizeSave('product-labels', { title: 'L', productLabel: { productName: 'X', family: 'micronutrients', labelDocumentGuid: 'nope' } }, NOW).errors[
        'productLabel.labelDocumentGuid'
      ],
    ).toBe('Document must be a GUID from the document library.');
  });
});
