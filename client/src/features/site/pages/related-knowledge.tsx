import type { ContentSummary } from '@contract/content';
import { resourcesListPath } from '@contract/content-kinds';

import { CompactResourceCard } from '../../../components/content/compact-resource-card';
import { ArrowRight } from '../../../components/site/icons';
import { LocaleLink as Link, useLocale, useT } from '../../../lib/i18n';

/** "Related resources" on a product page: up to three knowledge-center items about the product. */
export function RelatedKnowledgeSection(props: { items: ContentSummary[]; region: number }) {
  const t = useT();
  const french = useLocale() === 'fr';
  return (
    <section className="section" aria-labelledby="related-title">
      <div className="container">
        <div className="section__head section__head--row">
          <h2 id="related-title">{t('related.title')}</h2>
          <Link className="link-arrow" to={resourcesListPath(french)}>
            {t('related.knowledgeCenter')} <ArrowRight />
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
