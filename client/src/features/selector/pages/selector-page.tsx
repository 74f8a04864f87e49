import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?selector';
import { LAST_STEP, SELECTOR_QUESTIONS, SelectorStep } from '@contract/product-selector';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded, RootState, store } from '../../../app/store';
import { registerMessages, useLocale, useLocalizedPath, useT } from '../../../lib/i18n';
import { pageTitle, runtimeConfig } from '../../../lib/runtime-config';
import { QuestionStep } from '../components/question-step';
import { SolutionsStep } from '../components/solutions-step';
import { parseSelectorQuery, selectorQuery } from '../query';
import { selectAnswers, selectSelector, selectStep } from '../selectors';
import { SELECTOR_KEY, selectorActions, selectorSlice } from '../slice';

import '../selector.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

selectorSlice.injectInto(rootReducer);
// The saga (with redux-saga and the API client) loads when the catalogue is first wanted: the visitor's first
// answer, or a results link opened directly. The first question is the server's HTML and needs no script data.
injectSagaWhenNeeded(
  SELECTOR_KEY,
  async () => (await import(/* webpackChunkName: "selector-saga" */ '../saga')).selectorSaga,
  [selectorActions.selectorOpened],
  // The results step then offers "Try again" rather than loading for ever.
  () => selectorActions.catalogueFailed(),
);

/** The URL is read into the slice before each render of the route (a link, a shared result, Back/Forward). */
export function selectorEntered(url: URL): void {
  store.dispatch(selectorActions.urlChanged(parseSelectorQuery(url.search)));
}

interface SelectorHistoryState {
  /** The history index of the entry that opened the selector: the close button goes back past it. */
  selectorEntry?: number;
}

const historyIndex = (): number => {
  // The server render has no history (the ref it sets is only read by the close button, in the browser).
  if (typeof window === 'undefined') return 0;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

/** /product-selector: the seven-step guided wizard (spec 2.5) in the minimal layout. */
export function SelectorPage() {
  const dispatch = useAppDispatch();
  const reduxStore = useStore<RootState>();
  const step = useAppSelector(selectStep);
  const answers = useAppSelector(selectAnswers);
  const location = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const localize = useLocalizedPath();
  const locale = useLocale();
  // Spec 2.5: Find a Retailer/Rep goes to /find-a-rep; the French site's is the Canada one.
  const findRepPath = locale === 'fr' ? localize('/find-a-rep-ca') : '/find-a-rep';

  // Where the visitor entered the selector; kept in each wizard entry's history state so it survives reloads.
  const entry = useRef<number>((location.state as SelectorHistoryState | null)?.selectorEntry ?? historyIndex());

  useEffect(() => {
    document.title = pageTitle(step === LAST_STEP ? t('selector.resultsTitle') : t('selector.title'));
  }, [step, t]);

  // The result cards' data (the catalogue and the label records) loads once, in the background, as soon as the
  // visitor starts answering (six steps before it is shown), or at once on the results step.
  const opened = useRef(false);
  const open = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(selectorActions.selectorOpened(locale));
  }, [dispatch, locale]);
  useEffect(() => {
    if (step === LAST_STEP) open();
  }, [step, open]);

  // A hand-edited or stale link was normalized on entering the route: show the normalized URL.
  useEffect(() => {
    const s = selectSelector(reduxStore.getState());
    const query = selectorQuery(s.step, s.answers);
    if (query !== location.search && !(query === '' && location.search === '?')) {
      void navigate({ pathname: location.pathname, search: query }, { replace: true, state: { selectorEntry: entry.current } });
    }
    // Only for the URL the visitor arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus moves to the new question (not on the first render: the page just loaded).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  /** Dispatches a visitor's event, then writes the resulting state to the URL (a new entry when the step changed). */
  const act = useCallback(
    (action: Parameters<typeof dispatch>[0]) => {
      open();
      const before = selectSelector(reduxStore.getState()).step;
      dispatch(action);
      const s = selectSelector(reduxStore.getState());
      const query = selectorQuery(s.step, s.answers);
      if (query === location.search) return;
      void navigate({ pathname: location.pathname, search: query }, { replace: s.step === before, state: { selectorEntry: entry.current } });
    },
    [open, dispatch, reduxStore, navigate, location.pathname, location.search],
  );

  /** Close: back to the page the selector was opened from when that was inside the site, otherwise home. */
  const close = useCallback(() => {
    if (entry.current > 0) void navigate(-(historyIndex() - entry.current + 1));
    else void navigate(localize('/'));
  }, [navigate, localize]);

  const onBack = useCallback(() => {
    if (step === 1) close();
    else act(selectorActions.backRequested());
  }, [step, act, close]);

  const stepLabel = t('selector.step', { step, last: LAST_STEP });
  return (
    <div className="selector-shell">
      <header className="selector-topbar">
        <div className="selector-brand">
          <span className="selector-brand-company">{runtimeConfig.companyName}</span>
          <span className="selector-brand-name">{t('selector.title')}</span>
        </div>
        <button type="button" className="selector-close" aria-label={t('selector.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="selector-progress-wrap">
        <div className="selector-progress-text" aria-hidden="true">
          {stepLabel}
        </div>
        <div
          className="selector-progress"
          role="progressbar"
          aria-label={t('selector.progress')}
          aria-valuemin={1}
          aria-valuemax={LAST_STEP}
          aria-valuenow={step}
          aria-valuetext={stepLabel}
        >
          <div className="selector-progress-bar" style={{ width: `${(step / LAST_STEP) * 100}%` }} />
        </div>
      </div>
      <div className="selector-body">
        {step === LAST_STEP ? (
          <SolutionsStep
            headingRef={headingRef}
            onBack={onBack}
            onStartOver={() => act(selectorActions.startOverRequested())}
            onFindRep={() => void navigate(findRepPath)}
            onProductDetails={(path) => void navigate(localize(path))}
          />
        ) : (
          <QuestionStep
            key={step}
            question={SELECTOR_QUESTIONS[step as Exclude<SelectorStep, 7>]}
            answers={answers}
            headingRef={headingRef}
            onChoose={(id) => act(selectorActions.optionChosen(id))}
            onToggle={(id) => act(selectorActions.deficiencyToggled(id))}
            onNext={() => act(selectorActions.nextRequested())}
            onBack={onBack}
          />
        )}
      </div>
    </div>
  );
}
