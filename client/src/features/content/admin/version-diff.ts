import type { ContentModule, ContentSnapshot } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { REGION_CODE } from '@contract/regions';
import { diffWords } from 'diff';

import { formatZonedDateTime, utcTitle } from '../../../components/admin/admin-dates';

/** Rich text → readable text, one line per block, for diffs. */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n');
  const text = typeof DOMParser !== 'undefined' ? (new DOMParser().parseFromString(blocks, 'text/html').body.textContent ?? '') : blocks.replace(/<[^>]+>/g, '');
  return text.replace(/\n{2,}/g, '\n').trim();
}

function moduleText(m: ContentModule): string {
  switch (m.type) {
    case 1:
      return `Testimonial: “${m.quote}” — ${m.author}${m.role ? `, ${m.role}` : ''}${m.image?.previewsrc ? `\nPhoto: ${m.image.previewsrc} (${m.image.alttext})` : ''}`;
    case 2:
      return `Rich text:\n${htmlToText(m.editorData)}`;
    case 3:
      return `ROI items${m.headline ? `: ${m.headline}` : ''}\n${m.items.map((i) => `• ${i.headline} — ${i.shortDescription}`).join('\n')}`;
    case 4:
      return `Multi-image\n${m.items.map((i) => `• ${i.imageItem.previewsrc} (${i.imageItem.alttext})${i.headline ? ` ${i.headline}` : ''}${i.editorData ? `: ${htmlToText(i.editorData)}` : ''}`).join('\n')}`;
  }
}

/** The fields of a version as labelled text, in form order (the compare view diffs these). */
export function snapshotFields(s: ContentSnapshot): { label: string; text: string; title?: string }[] {
  const md = s.metadata ?? {};
  const rows: { label: string; text: string; title?: string }[] = [
    { label: 'Title', text: s.title },
    { label: 'Slug', text: s.slug },
    { label: 'Regions', text: (s.regionIds ?? []).map((r) => REGION_CODE[r]).join(', ') },
    { label: 'Status', text: s.status },
    // On the site's clock, naming its zone; UTC on hover.
    { label: 'Publish date', text: s.publishedAt ? formatZonedDateTime(s.publishedAt) : '', title: s.publishedAt ? utcTitle(s.publishedAt) : undefined },
    { label: 'Summary', text: s.summary ?? '' },
  ];
  if (s.resourceType !== null && s.resourceType !== undefined) rows.push({ label: 'Content type', text: resourceTypeName(s.resourceType) });
  if (s.mediaUrl) rows.push({ label: 'Podcast audio or embed URL', text: s.mediaUrl });
  if (s.source) rows.push({ label: 'Source', text: s.source });
  rows.push(
    { label: 'Hero', text: s.heroImageType === 0 ? 'Highlight' : s.heroImageType === 1 ? 'Cropped image' : 'None' },
    { label: 'Hero image', text: s.heroMedia ? `${s.heroMedia.previewsrc} (${s.heroMedia.alttext})` : '' },
    { label: 'SEO headline', text: md.title ?? '' },
    { label: 'Meta description', text: md.desc ?? '' },
    { label: 'Social headline', text: md.ogtitle ?? '' },
    { label: 'Social description', text: md.ogdesc ?? '' },
    { label: 'Social image', text: md.ogphoto?.previewsrc ?? '' },
  );
  (s.modules ?? []).forEach((m, i) => rows.push({ label: `Module ${i + 1}`, text: moduleText(m) }));
  if (s.product) {
    const p = s.product;
    rows.push(
      { label: 'Brand', text: p.brand },
      { label: 'Product family', text: p.family },
      { label: 'Tagline', text: p.tagline ?? '' },
      { label: 'Benefits', text: (p.benefits ?? []).map((b) => `• ${b.headline}: ${b.text}`).join('\n') },
      { label: 'How it works', text: htmlToText(p.howItWorks) },
      { label: 'Application', text: htmlToText(p.application) },
      { label: 'Guaranteed analysis', text: (p.guaranteedAnalysis ?? []).map((g) => `${g.nutrient} ${g.percent}`).join('\n') },
    );
  }
  if (s.productLabel) {
    const l = s.productLabel;
    rows.push(
      { label: 'Product name', text: l.productName },
      { label: 'Label document', text: l.labelDocumentGuid ?? '' },
      { label: 'SDS document', text: l.sdsDocumentGuid ?? '' },
      { label: 'Supplemental documents', text: (l.supplemental ?? []).map((x) => `${x.title}: ${x.documentGuid}`).join('\n') },
      { label: 'Sort order', text: String(l.sortOrder ?? 0) },
    );
  }
  return rows;
}

export interface FieldDiff {
  label: string;
  changed: boolean;
  parts: { value: string; added?: boolean; removed?: boolean }[];
  /** Shown on hover: the same value another way (a date in UTC); older → newer when they differ. */
  title?: string;
}

/** Field-by-field comparison of two versions, with word diffs. */
export function compareSnapshots(older: ContentSnapshot, newer: ContentSnapshot): FieldDiff[] {
  const a = snapshotFields(older);
  const b = snapshotFields(newer);
  const labels = [...new Set([...a.map((r) => r.label), ...b.map((r) => r.label)])];
  return labels.map((label) => {
    const older = a.find((r) => r.label === label);
    const newer = b.find((r) => r.label === label);
    const x = older?.text ?? '';
    const y = newer?.text ?? '';
    const titles = [...new Set([older?.title, newer?.title].filter((t): t is string => !!t))];
    return { label, changed: x !== y, parts: x === y ? [{ value: x }] : diffWords(x, y), ...(titles.length ? { title: titles.join(' → ') } : {}) };
  });
}
