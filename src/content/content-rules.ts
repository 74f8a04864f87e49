import type { ContentKind, ContentModule, ContentSaveRequest, ContentSnapshot, HeroMedia } from '../contract/content';
import { CONTENT_STATUSES, SLUG_MESSAGE, SLUG_PATTERN, slugify } from '../contract/content';
import { isRegionId, RegionId } from '../contract/regions';
import type { Errors } from './kinds/definition';
import { kindDefinition } from './kinds/registry';
import { plain, sanitizeRichText } from './rich-text';

export type { Errors };

const URL_OK = (s: string) => /^(https?:\/\/|\/)[^\s<>"']*$/i.test(s);

function media(v: unknown, path: string, errors: Errors, required: boolean): HeroMedia | null {
  // Cast `v` itself: typescript-eslint takes a cast of `v ?? null` ({} | null) for a needless one, and its autofix breaks the type.
  const m = v as Partial<HeroMedia> | null | undefined;
  const src = plain(m?.previewsrc, 1000);
  if (!src) {
    if (required) errors[`${path}.previewsrc`] = 'Image is required.';
    return null;
  }
  if (!URL_OK(src)) errors[`${path}.previewsrc`] = 'Image must be a web address (https://… or /…).';
  const alt = plain(m?.alttext ?? (m as { altText?: string } | null)?.altText, 300);
  if (!alt) errors[`${path}.alttext`] = 'Image alt text is required.';
  return { previewsrc: src, alttext: alt };
}

export function normalizeModules(input: unknown, errors: Errors): ContentModule[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    errors.modules = 'Modules must be a list.';
    return [];
  }
  if (input.length > 50) errors.modules = 'A page can hold at most 50 modules.';
  return input.slice(0, 50).map((raw, i): ContentModule => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const p = `modules.${i}`;
    switch (m.type) {
      case 1: {
        const quote = plain(m.quote, 2000);
        const author = plain(m.author, 200);
        if (!quote) errors[`${p}.quote`] = 'Testimonial quote is required.';
        if (!author) errors[`${p}.author`] = 'Testimonial author is required.';
        const image = m.image ? media(m.image, `${p}.image`, errors, false) : null;
        return { type: 1, quote, author, role: plain(m.role, 200) || undefined, ...(image ? { image } : {}) };
      }
      case 2: {
        const editorData = sanitizeRichText(typeof m.editorData === 'string' ? m.editorData : '');
        if (!editorData) errors[`${p}.editorData`] = 'Rich text is required.';
        return { type: 2, editorData };
      }
      case 3: {
        const items = Array.isArray(m.items) ? m.items : [];
        if (!items.length) errors[`${p}.items`] = 'Add at least one ROI item.';
        return {
          type: 3,
          headline: plain(m.headline, 300) || undefined,
          items: items.slice(0, 20).map((it: Record<string, unknown>, j: number) => {
            const headline = plain(it?.headline, 300);
            const shortDescription = plain(it?.shortDescription, 2000);
            if (!headline) errors[`${p}.items.${j}.headline`] = 'ROI item headline is required.';
            if (!shortDescription) errors[`${p}.items.${j}.shortDescription`] = 'ROI item short description is required.';
            return { headline, shortDescription };
          }),
        };
      }
      case 4: {
        const items = Array.isArray(m.items) ? m.items : [];
        if (!items.length) errors[`${p}.items`] = 'Add at least one image.';
        return {
          type: 4,
          items: items.slice(0, 24).map((it: Record<string, unknown>, j: number) => ({
            imageItem: media(it?.imageItem, `${p}.items.${j}.imageItem`, errors, true) ?? { previewsrc: '', alttext: '' },
            headline: plain(it?.headline, 300) || undefined,
            editorData: sanitizeRichText(typeof it?.editorData === 'string' ? it.editorData : '') || undefined,
          })),
        };
      }
      default:
        errors[`${p}.type`] = 'Module type must be 1 (testimonial), 2 (rich text), 3 (ROI items) or 4 (multi-image).';
        return { type: 2, editorData: '' };
    }
  });
}

/** The statuses a save (and an admin list filter) accepts: all of them (CONTENT_STATUSES in the contract). */
export const CONTENT_STATUS_MESSAGE = 'Status must be draft, published or scheduled.';

/**
 * Validation and normalization of a save request for one kind (pure; no I/O). Returns the
 * snapshot to store or the field errors. Rich text is sanitized here, before anything is stored;
 * the kind's own fields are its definition's (src/content/kinds/).
 */
export function normalizeSave(kind: ContentKind | string, req: ContentSaveRequest, now: Date): { snapshot: ContentSnapshot; errors: Errors } {
  const errors: Errors = {};
  const title = plain(req.title, 300);
  if (!title) errors.title = 'Title is required.';
  let slug = (req.slug ?? '').trim();
  if (!slug) slug = slugify(title);
  else if (!SLUG_PATTERN.test(slug) || slug.length > 150) errors.slug = SLUG_MESSAGE;
  if (!slug && title) errors.slug = SLUG_MESSAGE;
  const regionIds = [...new Set(req.regionIds ?? [2])] as RegionId[];
  if (!regionIds.length) errors.regionIds = 'Select at least one region.';
  else if (!regionIds.every(isRegionId)) errors.regionIds = 'Regions must be 2 (US), 3 (Canada) or 4 (International).';
  regionIds.sort();

  // 'scheduled' is accepted as a request to publish: whether a non-draft is published or scheduled follows from its publish date.
  const requested = req.status ?? 'published';
  if (!CONTENT_STATUSES.includes(requested)) errors.status = CONTENT_STATUS_MESSAGE;
  let publishedAt: string | null = null;
  if (req.publishedAt) {
    const d = new Date(req.publishedAt);
    if (Number.isNaN(d.getTime())) errors.publishedAt = 'Publish date is not a valid date.';
    else publishedAt = d.toISOString();
  }
  let status = requested;
  if (requested !== 'draft') {
    if (!publishedAt) publishedAt = now.toISOString();
    status = new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
  }

  const md = req.metadata ?? {};
  const metadata: ContentSnapshot['metadata'] = {
    title: plain(md.title, 300) || undefined,
    desc: plain(md.desc, 1000) || undefined,
    ogtitle: plain(md.ogtitle, 300) || undefined,
    ogdesc: plain(md.ogdesc, 1000) || undefined,
    ogphoto: md.ogphoto?.previewsrc ? { previewsrc: plain(md.ogphoto.previewsrc, 1000) } : undefined,
    metaContent: plain(md.metaContent, 40) || 'website',
  };
  if (metadata.ogphoto?.previewsrc && !URL_OK(metadata.ogphoto.previewsrc)) errors['metadata.ogphoto.previewsrc'] = 'Image must be a web address (https://… or /…).';

  const heroImageType = req.heroImageType === 0 || req.heroImageType === 1 ? req.heroImageType : null;
  if (req.heroImageType !== undefined && req.heroImageType !== null && heroImageType === null) errors.heroImageType = 'Hero type must be 0 (highlight), 1 (cropped image) or none.';
  const heroMedia = req.heroMedia ? media(req.heroMedia, 'heroMedia', errors, false) : null;

  const modules = normalizeModules(req.modules, errors);

  // The kind's own fields (the others stay null).
  const own = kindDefinition(kind).normalizeFields(req, errors);

  return {
    errors,
    snapshot: {
      title,
      slug,
      regionIds,
      status: status,
      publishedAt,
      metadata,
      heroImageType,
      heroMedia,
      modules,
      summary: plain(req.summary, 600),
      resourceType: own.resourceType ?? null,
      mediaUrl: own.mediaUrl ?? null,
      source: own.source ?? null,
      product: own.product ?? null,
      productLabel: own.productLabel ?? null,
      ...(own.fields ? { fields: own.fields } : {}),
    },
  };
}
