import type { ContentSummary } from '@contract/content';
import { publicPathFor } from '@contract/content-paths';
import type { RegionId } from '@contract/regions';
import { Link } from 'react-router-dom';

import { useContentText } from './content-text';

/**
 * The compact card of a latest resource on the home and product pages (type, title, summary; the whole card is
 * the link). Lists and "latest resources" on content pages use the full ResourceCard with its image.
 */
export function CompactResourceCard(props: { item: ContentSummary; region: number }) {
  const { item } = props;
  const text = useContentText();
  return (
    <article className="resource-card">
      <p className="resource-card__type">{text.type(item.resourceType)}</p>
      <h3>
        <Link to={publicPathFor(item.kind, item.slug, props.region as RegionId, item.locale ?? 'en')} className="stretched-link">
          {item.title}
        </Link>
      </h3>
      {item.summary && <p>{item.summary}</p>}
    </article>
  );
}
