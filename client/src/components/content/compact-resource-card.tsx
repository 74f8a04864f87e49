import type { ContentSummary } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { Link } from 'react-router-dom';

/**
 * The compact knowledge-center card of the home and product pages (type, title, summary; the whole card is
 * the link). Lists and "latest resources" on content pages use the full ResourceCard with its image.
 */
export function CompactResourceCard(props: { item: ContentSummary; region: number }) {
  const { item } = props;
  const prefix = props.region === 3 ? '/can' : '';
  return (
    <article className="resource-card">
      <p className="resource-card__type">{resourceTypeName(item.resourceType)}</p>
      <h3>
        <Link to={`${prefix}/knowledge-center/${item.slug}`} className="stretched-link">
          {item.title}
        </Link>
      </h3>
      {item.summary && <p>{item.summary}</p>}
    </article>
  );
}
