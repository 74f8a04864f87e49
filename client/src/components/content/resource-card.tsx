import { Link } from 'react-router-dom';
import type { ContentSummary } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { publicPathFor } from '@contract/content-paths';
import type { RegionId } from '@contract/regions';

/** Card art when an item has no image: a simple icon for its type on the brand gradient. */
function Placeholder(props: { kind: ContentSummary['kind']; type: number | null | undefined }) {
  const path =
    props.kind === 'press-releases'
      ? 'M6 8h28v24H6z M10 13h20 M10 18h20 M10 23h12'
      : props.type === 2
        ? 'M20 6a5 5 0 0 1 5 5v9a5 5 0 0 1-10 0v-9a5 5 0 0 1 5-5z M11 19a9 9 0 0 0 18 0 M20 28v6 M14 34h12'
        : props.type === 1
          ? 'M8 32h24 M12 32V20 M18 32V12 M24 32V17 M30 32V8'
          : 'M10 6h14l6 6v22H10z M24 6v6h6 M14 18h12 M14 23h12 M14 28h8';
  return (
    <span className="resource-card__placeholder">
      <svg viewBox="0 0 40 40" width="64" height="64" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export const formatLongDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '');

/** A knowledge-center or press-release card for lists and "latest resources". */
export function ResourceCard(props: { item: ContentSummary; region: RegionId; headingLevel?: 2 | 3 }) {
  const { item } = props;
  const region = item.regionIds.includes(props.region) ? props.region : item.regionIds[0];
  const href = publicPathFor(item.kind, item.slug, region);
  const H = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="resource-card">
      <Link to={href} className="resource-card__image" tabIndex={-1} aria-hidden="true">
        {item.heroMedia?.previewsrc ? <img src={item.heroMedia.previewsrc} alt="" loading="lazy" /> : <Placeholder kind={item.kind} type={item.resourceType} />}
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
