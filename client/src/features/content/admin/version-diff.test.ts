import type { ContentSnapshot } from '@contract/content';

import { compareSnapshots, htmlToText } from './version-diff';

const base: ContentSnapshot = {
  title: 'Nitrogen 101',
  slug: 'nitrogen-101',
  regionIds: [2],
  status: 'published',
  publishedAt: '2026-01-01T00:00:00.000Z',
  metadata: { metaContent: 'website' },
  heroImageType: null,
  heroMedia: null,
  summary: 'Old summary',
  resourceType: 0,
  mediaUrl: null,
  source: null,
  product: null,
  productLabel: null,
  modules: [{ type: 2, editorData: '<p>Urea loses <strong>ammonia</strong>.</p><p>Rain helps.</p>' }],
};

describe('version compare', () => {
  it('turns rich text into lines of text', () => {
    expect(htmlToText('<p>One</p><p>Two <b>bold</b></p>')).toBe('One\nTwo bold');
  });
  it('marks only the changed fields, with word diffs', () => {
    const next: ContentSnapshot = { ...base, summary: 'New summary', modules: [{ type: 2, editorData: '<p>Urea loses <strong>ammonia</strong>.</p><p>Rain really helps.</p>' }] };
    const rows = compareSnapshots(base, next);
    expect(rows.filter((r) => r.changed).map((r) => r.label)).toEqual(['Summary', 'Module 1']);
    const summary = rows.find((r) => r.label === 'Summary')!;
    expect(summary.parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['Old']);
    expect(summary.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['New']);
    const mod = rows.find((r) => r.label === 'Module 1')!;
    expect(mod.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['really']);
  });
  it('reports a module that exists in only one version', () => {
    const rows = compareSnapshots(base, { ...base, modules: [...base.modules, { type: 1, quote: 'Great', author: 'Jo' }] });
    expect(rows.find((r) => r.label === 'Module 2')).toMatchObject({ changed: true });
  });
});
