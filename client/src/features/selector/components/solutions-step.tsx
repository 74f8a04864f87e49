import { RESULTS_TITLE, SELECTOR_ROUTE } from '@contract/product-selector';
import { RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useHydrated } from '../../../lib/ssr-context';
import { selectorQuery } from '../query';
import { backStep, chosenPath } from '../rules';
import { analysisText, selectAnswers, selectCatalogue, selectDocuments, selectSolutionCards, SolutionCard } from '../selectors';
import { selectorActions } from '../slice';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack(): void;
  onStartOver(): void;
  onFindRep(): void;
  onProductDetails(path: string): void;
}

/** Step 7, 'Your Solutions': the chosen path and the solution cards. */
export function SolutionsStep({ headingRef, onBack, onStartOver, onFindRep, onProductDetails }: Props) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectAnswers);
  const catalogue = useAppSelector(selectCatalogue);
  const documents = useAppSelector(selectDocuments);
  const cards = useAppSelector(selectSolutionCards);
  const path = chosenPath(answers);
  const loading = catalogue.status === 'idle' || catalogue.status === 'loading';
  // Before (or without) script the buttons are links to where they lead.
  const hydrated = useHydrated();
  const back = backStep(7, answers);
  const action = (label: string, className: string, href: string, onClick: () => void) =>
    hydrated ? (
      <button type="button" className={className} onClick={onClick}>
        {label}
      </button>
    ) : (
      <a className={className} href={href}>
        {label}
      </a>
    );

  return (
    <section className="selector-step selector-results" aria-labelledby="selector-results-title">
      <h1 id="selector-results-title" ref={headingRef} tabIndex={-1} className="selector-question">
        {RESULTS_TITLE}
      </h1>
      <div className="selector-path">
        <h2 className="selector-path-title">Your Path</h2>
        <ol className="selector-path-list">
          {path.map((p) => (
            <li key={p.step}>
              <span className="selector-path-name">{p.name}</span>
              <span className="selector-path-answer">{p.answer}</span>
            </li>
          ))}
        </ol>
      </div>

      {loading && (
        <div className="selector-loading" role="status">
          {/* InlineSpinner's markup, written out: importing it costs this page ~60 bytes, which put its first load over 100 KB. */}
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading your solutions…
        </div>
      )}
      {catalogue.status === 'failed' && (
        <div className="alert alert-warning d-flex align-items-center justify-content-between" role="alert">
          <span>Sorry, something went wrong. Please try again later.</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => dispatch(selectorActions.selectorOpened())}>
            Try again
          </button>
        </div>
      )}
      {catalogue.status === 'succeeded' && (
        <ul className="selector-cards" aria-label="Solutions">
          {cards.map((card) => (
            <li key={card.solution.code}>
              <SolutionCardView card={card} documentsLoading={documents.status === 'loading'} onProductDetails={onProductDetails} />
            </li>
          ))}
        </ul>
      )}

      <div className="selector-nav selector-results-nav">
        {action('Back', 'btn btn-outline-secondary btn-lg selector-back', back ? `${SELECTOR_ROUTE}${selectorQuery(back, answers)}` : SELECTOR_ROUTE, onBack)}
        <div className="selector-results-actions">
          {action('Start Over', 'btn btn-outline-success btn-lg', SELECTOR_ROUTE, onStartOver)}
          {action('Find a Retailer/Rep', 'btn btn-lg selector-next', '/find-a-rep', onFindRep)}
        </div>
      </div>
    </section>
  );
}

/** Until a product has a label record, its links open the Labels / SDS page, where every label is listed. */
const LABELS_PAGE = '/product-labels';

function SolutionCardView({ card, documentsLoading, onProductDetails }: { card: SolutionCard; documentsLoading: boolean; onProductDetails(path: string): void }) {
  const { solution, documents } = card;
  const hydrated = useHydrated();
  const titleId = `solution-${solution.code}`;
  return (
    <article className="selector-card" aria-labelledby={titleId}>
      <p className="selector-card-family">{solution.family}</p>
      <h2 id={titleId} className="selector-card-title">
        {solution.name}
      </h2>
      <p className="selector-card-summary">{solution.summary}</p>
      {solution.analyses.length > 0 && (
        <div className="selector-card-analysis">
          <h3 className="selector-card-analysis-title">Guaranteed Analysis</h3>
          <p className="selector-card-analysis-text">{analysisText(solution.analyses)}</p>
        </div>
      )}
      <div className="selector-card-links" aria-busy={documentsLoading || undefined}>
        <a href={documents.labelHref ?? LABELS_PAGE} target={documents.labelHref ? '_blank' : undefined} rel="noopener" aria-describedby={titleId}>
          Product Label
        </a>
        <a href={documents.sdsHref ?? LABELS_PAGE} target={documents.sdsHref ? '_blank' : undefined} rel="noopener" aria-describedby={titleId}>
          SDS
        </a>
      </div>
      {hydrated ? (
        <button type="button" className="btn selector-card-details" aria-describedby={titleId} onClick={() => onProductDetails(solution.productPath)}>
          Product Details
        </button>
      ) : (
        <a className="btn selector-card-details" aria-describedby={titleId} href={solution.productPath}>
          Product Details
        </a>
      )}
    </article>
  );
}
