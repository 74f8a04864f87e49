import type { ContentSummary } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { publicPathFor } from '@contract/content-paths';
import { doccenterSrcSet } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { Link } from 'react-router-dom';

/** The category icon (40×40 line art) and label for an item without an image. */
function placeholderArt(kind: ContentSummary['kind'], type: number | null | undefined): { label: string; path: string } {
  if (kind === 'press-releases') return { label: 'Press Release', path: 'M8 9h20v22H11a3 3 0 0 1-3-3z M28 15h4v13a3 3 0 0 1-3 3h-1 M12 14h12 M12 19h12 M12 24h8' };
  if (type === 2) return { label: 'Podcast', path: 'M20 6a5 5 0 0 1 5 5v9a5 5 0 0 1-10 0v-9a5 5 0 0 1 5-5z M11 19a9 9 0 0 0 18 0 M20 28v6 M14 34h12' };
  if (type === 1) return { label: 'Research', path: 'M8 32h24 M12 32V21 M18 32V13 M24 32V18 M30 32V9' };
  return { label: 'Article', path: 'M10 6h14l6 6v22H10z M24 6v6h6 M14 18h12 M14 23h12 M14 28h8' };
}

/**
 * Card art when an item has no image: a branded panel (green field with crop-row stripes, rolling
 * hills and a gold sun glow) with the category icon in a gold ring and the category label.
 */
function Placeholder(props: { kind: ContentSummary['kind']; type: number | null | undefined }) {
  const art = placeholderArt(props.kind, props.type);
  return (
    <span className={`resource-card__placeholder resource-card__placeholder--${art.label.toLowerCase().replace(/\s+/g, '-')}`}>
      <svg className="resource-card__hills" viewBox="0 0 320 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 38C50 18 96 16 150 30s106 22 170-4V60H0z" fill="rgba(255,255,255,0.07)" />
        <path d="M0 50c60-16 120-18 180-8s100 10 140-2V60H0z" fill="rgba(0,40,28,0.28)" />
        <path d="M0 50c60-16 120-18 180-8s100 10 140-2" fill="none" stroke="rgba(242,169,0,0.55)" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <span className="resource-card__badge">
        <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
          <path d={art.path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {/* The label is drawn by CSS (attr) so the decorative art adds no duplicate text to the page. */}
      <span className="resource-card__placeholder-label" data-label={art.label} />
    </span>
  );
}

/** A publication date as 'March 4, 2025', the same on the server and in every visitor's time zone (the hydration must match). */
export const formatLongDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '');

/** A knowledge-center or press-release card for lists and "latest resources". */
export function ResourceCard(props: { item: ContentSummary; region: RegionId; headingLevel?: 2 | 3 }) {
  const { item } = props;
  const region = item.regionIds.includes(props.region) ? props.region : item.regionIds[0];
  const href = publicPathFor(item.kind, item.slug, region);
  const H = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="resource-card resource-card--media">
      <Link to={href} className="resource-card__image" tabIndex={-1} aria-hidden="true">
        {item.heroMedia?.previewsrc ? (
          <img
            src={item.heroMedia.previewsrc}
            srcSet={doccenterSrcSet(item.heroMedia.previewsrc)}
            sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Placeholder kind={item.kind} type={item.resourceType} />
        )}
      </Link>
      <div className="resource-card__body">
        <div className="resource-card__meta">
          {item.kind === 'knowledge-center' ? <span className="resource-card__type">{resourceTypeName(item.resourceType)}</span> : null}
          {item.pinned ? <span className="resource-card__pinned">Featured</span> : null}
          <time dateTime={item.publishedAt ?? undefined}>{formatLongDate(item.publishedAt)}</time>
        </div>
        <H className="resource-card__title">
          <Link to={href}>{item.title}</Link>
        </H>
        {item.summary ? <p className="resource-card__summary">{item.summary}</p> : null}
      </div>
    </article>
  );
}
