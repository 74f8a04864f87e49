import { Link } from 'react-router-dom';
import type { ContentSummary } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { publicPathFor } from '@contract/content-paths';
import type { RegionId } from '@contract/regions';

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
        {item.heroMedia?.previewsrc ? <img src={item.heroMedia.previewsrc} alt="" loading="lazy" /> : <span className="resource-card__placeholder" />}
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
