import type { ContentSummary } from '@contract/content';
import { Link } from 'react-router-dom';

import { CompactResourceCard } from '../../../components/content/compact-resource-card';
import { ArrowRight } from '../../../components/site/icons';

/** "Related resources" on a product page: up to three knowledge-center items about the product. */
export function RelatedKnowledgeSection(props: { items: ContentSummary[]; region: number }) {
  return (
    <section className="section" aria-labelledby="related-title">
      <div className="container">
        <div className="section__head section__head--row">
          <h2 id="related-title">Related resources</h2>
          <Link className="link-arrow" to="/knowledge-center">
            Knowledge Center <ArrowRight />
          </Link>
        </div>
        <div className="card-grid">
          {props.items.map((it) => (
            <CompactResourceCard key={it.baseId} item={it} region={props.region} />
          ))}
        </div>
      </div>
    </section>
  );
}
