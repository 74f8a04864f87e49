import { SELECTOR_ROUTE, SelectorSolution, SOLUTION_CODE } from '@contract/product-selector';
import { productRoute } from '@contract/site';
import { RefObject } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SiteMessageId, useLocale, useLocalizedPath, useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/ssr-context';
import { selectorQuery } from '../query';
import { backStep, chosenPath } from '../rules';
import { analysisText, selectAnswers, selectCatalogue, selectDocuments, selectSolutionCards, SolutionCard } from '../selectors';
import { selectorActions } from '../slice';

interface Props {
  headingRef: RefObject<HTMLHeadingElement>;
  onBack(): void;
  onStartOver(): void;
  onFindRep(): void;
  onProductDetails(path: string): void;
}

const FAMILY_TEXT: Record<string, SiteMessageId> = {
  'WOLF TRAX Micronutrient Coating': 'selector.family.wolfTrax',
  'Seed Enhancer': 'selector.family.seedEnhancer',
  'Nitrogen Stabilizer': 'selector.family.nitrogenStabilizer',
};
const DEFICIENCY_CODES: string[] = [
  SOLUTION_CODE.Zinc,
  SOLUTION_CODE.Boron,
  SOLUTION_CODE.Copper,
  SOLUTION_CODE.Iron,
  SOLUTION_CODE.Manganese,
  SOLUTION_CODE.Magnesium,
  SOLUTION_CODE.Calcium,
];

/** A solution's family line and summary in the page's language (the catalogue's own text for one the catalog does not know). */
function useSolutionText() {
  const t = useT();
  return (s: SelectorSolution) => {
    const family = FAMILY_TEXT[s.family] ? t(FAMILY_TEXT[s.family]) : s.family;
    const summaryId = `selector.summary.${s.code}` as SiteMessageId;
    const summary = DEFICIENCY_CODES.includes(s.code)
      ? t('selector.summary.deficiency', { nutrient: t(`selector.nutrient.${s.code}` as SiteMessageId).toLocaleLowerCase() })
      : t(summaryId) !== summaryId
        ? t(summaryId)
        : s.summary;
    return { family, summary };
  };
}

/** Step 7, 'Your Solutions': the chosen path and the solution cards. */
export function SolutionsStep({ headingRef, onBack, onStartOver, onFindRep, onProductDetails }: Props) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectAnswers);
  const catalogue = useAppSelector(selectCatalogue);
  const documents = useAppSelector(selectDocuments);
  const cards = useAppSelector(selectSolutionCards);
  const t = useT();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const route = localize(SELECTOR_ROUTE);
  const findRepPath = locale === 'fr' ? localize('/find-a-rep-ca') : '/find-a-rep';
  // The chosen path in the page's language: each step's name and the chosen options' labels, by id.
  const path = chosenPath(answers).map((p) => ({
    step: p.step,
    name: t(`selector.q${p.step}.name` as SiteMessageId),
    // Several answers (the deficiencies) read as a list: French keeps a capital on the first only (« Zinc, bore »).
    answer: p.ids
      .map((id, n) => {
        const label = t(`selector.q${p.step}.o${id}` as SiteMessageId);
        return locale === 'fr' && n > 0 ? label.toLocaleLowerCase('fr-CA') : label;
      })
      .join(', '),
  }));
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
        {t('selector.resultsTitle')}
      </h1>
      <div className="selector-path">
        <h2 className="selector-path-title">{t('selector.yourPath')}</h2>
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
          {t('selector.loading')}
        </div>
      )}
      {catalogue.status === 'failed' && (
        <div className="alert alert-warning d-flex align-items-center justify-content-between" role="alert">
          <span>{t('selector.failed')}</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => dispatch(selectorActions.selectorOpened(locale))}>
            {t('selector.tryAgain')}
          </button>
        </div>
      )}
      {catalogue.status === 'succeeded' && (
        <ul className="selector-cards" aria-label={t('selector.solutions')}>
          {cards.map((card) => (
            <li key={card.solution.code}>
              <SolutionCardView card={card} documentsLoading={documents.status === 'loading'} onProductDetails={onProductDetails} />
            </li>
          ))}
        </ul>
      )}

      <div className="selector-nav selector-results-nav">
        {action(t('selector.back'), 'btn btn-outline-secondary btn-lg selector-back', back ? `${route}${selectorQuery(back, answers)}` : route, onBack)}
        <div className="selector-results-actions">
          {action(t('selector.startOver'), 'btn btn-outline-success btn-lg', route, onStartOver)}
          {action(t('selector.findRep'), 'btn btn-lg selector-next', findRepPath, onFindRep)}
        </div>
      </div>
    </section>
  );
}

/** The Canada page of a US product page (the catalogue names the US ones), or the page itself. */
const canadaProductPath = (path: string) => {
  const route = productRoute(path.slice(1));
  return route?.region === 2 && route.counterpart ? `/${route.counterpart}` : path;
};

/** Until a product has a label record, its links open the Labels / SDS page, where every label is listed. */
const LABELS_PAGE = '/product-labels';

/** A card's label or SDS link; one with no French version on a French page says "(en anglais seulement)". */
function DocumentLink({ href, englishOnly, text, titleId }: { href: string | null; englishOnly?: boolean; text: string; titleId: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <a href={href ?? localize(LABELS_PAGE)} target={href ? '_blank' : undefined} rel="noopener" hrefLang={englishOnly ? 'en' : undefined} aria-describedby={titleId}>
      {text}
      {englishOnly ? ` ${t('selector.englishOnly')}` : null}
    </a>
  );
}

function SolutionCardView({ card, documentsLoading, onProductDetails }: { card: SolutionCard; documentsLoading: boolean; onProductDetails(path: string): void }) {
  const { solution, documents } = card;
  const hydrated = useHydrated();
  const t = useT();
  const localize = useLocalizedPath();
  const french = useLocale() === 'fr';
  // A French page's product is the Canada one (the French site has no US product pages).
  const productPath = french ? localize(canadaProductPath(solution.productPath)) : solution.productPath;
  const { family, summary } = useSolutionText()(solution);
  const titleId = `solution-${solution.code}`;
  return (
    <article className="selector-card" aria-labelledby={titleId}>
      <p className="selector-card-family">{family}</p>
      <h2 id={titleId} className="selector-card-title">
        {solution.name}
      </h2>
      <p className="selector-card-summary">{summary}</p>
      {solution.analyses.length > 0 && (
        <div className="selector-card-analysis">
          <h3 className="selector-card-analysis-title">{t('selector.analysis')}</h3>
          <p className="selector-card-analysis-text">{analysisText(solution.analyses, t)}</p>
        </div>
      )}
      <div className="selector-card-links" aria-busy={documentsLoading || undefined}>
        <DocumentLink href={documents.labelHref} englishOnly={documents.labelEnglishOnly} text={t('selector.productLabel')} titleId={titleId} />
        <DocumentLink href={documents.sdsHref} englishOnly={documents.sdsEnglishOnly} text={t('selector.sds')} titleId={titleId} />
      </div>
      {hydrated ? (
        <button type="button" className="btn selector-card-details" aria-describedby={titleId} onClick={() => onProductDetails(productPath)}>
          {t('selector.productDetails')}
        </button>
      ) : (
        <a className="btn selector-card-details" aria-describedby={titleId} href={productPath}>
          {t('selector.productDetails')}
        </a>
      )}
    </article>
  );
}
