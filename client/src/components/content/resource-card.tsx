import type { ContentSummary } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicPathFor } from '@contract/content-paths';
import { doccenterSrcSet } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { Link } from 'react-router-dom';

import { itemLabel, useContentText } from './content-text';

/** The category of an item without an image (its icon is drawn by content.css per category, by its English name). */
function placeholderCategory(kind: ContentSummary['kind'], type: number | null | undefined): string {
  const def = publicKind(kind);
  if (!def.typed) return itemLabel(def);
  return type === 2 ? 'Podcast' : type === 1 ? 'Research' : 'Article';
}

/**
 * Card art when an item has no image: a branded panel (green field with crop-row stripes, rolling
 * hills and a gold sun glow) with the category icon in a gold ring and the category label. The art is all
 * CSS (content.css), so the cards' script carries only this markup.
 */
function Placeholder(props: { kind: ContentSummary['kind']; type: number | null | undefined }) {
  const text = useContentText();
  const def = publicKind(props.kind);
  const category = placeholderCategory(props.kind, props.type);
  const label = def.typed ? text.type(props.type === 1 || props.type === 2 ? props.type : 0) : text.kind(def, 'item');
  return (
    <span className={`resource-card__placeholder resource-card__placeholder--${category.toLowerCase().replace(/\s+/g, '-')}`}>
      <span className="resource-card__badge" aria-hidden="true" />
      {/* The label is drawn by CSS (attr) so the decorative art adds no duplicate text to the page. */}
      <span className="resource-card__placeholder-label" data-label={label} />
    </span>
  );
}

/** An article's card for lists and "latest resources" (a typed kind's shows the item's type). */
export function ResourceCard(props: { item: ContentSummary; region: RegionId; headingLevel?: 2 | 3 }) {
  const { item } = props;
  const text = useContentText();
  const region = item.regionIds.includes(props.region) ? props.region : item.regionIds[0];
  // A French item's address is under /fr (public reads name a language only when it is not English).
  const href = publicPathFor(item.kind, item.slug, region, item.locale ?? 'en');
  const H = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="resource-card resource-card--media">
      <Link to={href} className="resource-card__image" tabIndex={-1} aria-hidden="true">
        {item.heroMedia?.previewsrc ? (
          <img
            src={item.heroMedia.previewsrc}
            srcSet={doccenterSrcSet(item.heroMedia.previewsrc)}
            sizes={doccenterSrcSet(item.heroMedia.previewsrc) ? '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw' : undefined}
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
          {publicKind(item.kind).typed ? <span className="resource-card__type">{text.type(item.resourceType)}</span> : null}
          {item.pinned ? <span className="resource-card__pinned">{text.t('content.featured')}</span> : null}
          <time dateTime={item.publishedAt ?? undefined}>{text.date(item.publishedAt)}</time>
        </div>
        <H className="resource-card__title">
          <Link to={href}>{item.title}</Link>
        </H>
        {item.summary ? <p className="resource-card__summary">{item.summary}</p> : null}
      </div>
    </article>
  );
}
