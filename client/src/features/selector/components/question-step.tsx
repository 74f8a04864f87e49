import { type AnswerStep, SELECTOR_ROUTE, type SelectorAnswers, type SelectorQuestion } from '@contract/product-selector';
import { FormEvent, RefObject } from 'react';

import { SiteMessageId, useLocalizedPath, useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/ssr-context';
import { answerParam, FROM_PARAM, selectorQuery } from '../query';
import { backStep, isAnswered, visibleOptions, walk } from '../rules';

interface Props {
  question: SelectorQuestion;
  answers: SelectorAnswers;
  headingRef: RefObject<HTMLHeadingElement>;
  onChoose(id: number): void;
  onToggle(id: number): void;
  onNext(): void;
  onBack(): void;
}

/**
 * One question: a labelled radio group (a checkbox group for the deficiencies) of big option cards.
 * Native inputs keep the keyboard behaviour (arrows in a radio group, Space on a checkbox, Enter for Next).
 */
export function QuestionStep({ question, answers, headingRef, onChoose, onToggle, onNext, onBack }: Props) {
  const { step, multiple } = question;
  const options = visibleOptions(step, answers);
  const answered = isAnswered(step, answers);
  const chosen = (id: number) => (multiple ? (answers[4] ?? []).includes(id) : answers[step] === id);
  const headingId = `selector-question-${step}`;
  const hintId = `selector-hint-${step}`;
  const t = useT();
  const localize = useLocalizedPath();
  const text = (id: string) => t(`selector.q${step}.${id}` as SiteMessageId);
  const route = localize(SELECTOR_ROUTE);

  // Before (or without) script the step is a plain GET form of this page: the other answers ride along as hidden
  // fields, Next is always there (the server shows the same step again while it is unanswered) and Back is a link.
  const hydrated = useHydrated();
  const earlier = walk(answers).answers;
  const carried = ([1, 2, 3, 4, 5, 6] as AnswerStep[]).filter((s) => s !== step && earlier[s] !== undefined);
  const back = backStep(step, answers);
  const backHref = back ? `${route}${selectorQuery(back, answers)}` : localize('/');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answered) onNext();
  };

  return (
    <form className="selector-step" onSubmit={submit} noValidate method="get" action={route}>
      <input type="hidden" name={FROM_PARAM} value={step} />
      {carried.map((s) => (
        <input key={s} type="hidden" name={answerParam(s)} value={String(earlier[s])} />
      ))}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="selector-question">
        {text('question')}
      </h1>
      {step === 1 && <p className="selector-intro">{t('selector.intro')}</p>}
      {question.hint && (
        <p id={hintId} className="selector-hint">
          {text('hint')}
        </p>
      )}
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={headingId}
        aria-describedby={question.hint ? hintId : undefined}
        className={`selector-options${options.some((o) => o.note) ? ' selector-options-with-notes' : ''}`}
      >
        {options.map((o) => {
          const id = `selector-${step}-${o.id}`;
          const checked = chosen(o.id);
          return (
            <label key={o.id} htmlFor={id} className={`selector-option${multiple ? ' is-multiple' : ''}${checked ? ' is-selected' : ''}`}>
              <span className="selector-option-mark" aria-hidden="true" />
              <span className="selector-option-text">
                <span id={`${id}-label`} className="selector-option-label">
                  {/* The input covers the whole card and sits inside the option's text, so a click on either is a click on it. */}
                  <input
                    id={id}
                    className="selector-option-input"
                    type={multiple ? 'checkbox' : 'radio'}
                    name={answerParam(step)}
                    value={o.id}
                    checked={checked}
                    onChange={() => (multiple ? onToggle(o.id) : onChoose(o.id))}
                    aria-labelledby={o.note ? `${id}-label` : undefined}
                    aria-describedby={o.note ? `${id}-note` : undefined}
                  />
                  {text(`o${o.id}`)}
                </span>
                {o.note && (
                  <span id={`${id}-note`} className="selector-option-note">
                    {text(`o${o.id}.note`)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <div className="selector-nav">
        {hydrated ? (
          <button type="button" className="btn btn-outline-secondary btn-lg selector-back" onClick={onBack}>
            {t('selector.back')}
          </button>
        ) : (
          <a className="btn btn-outline-secondary btn-lg selector-back" href={backHref}>
            {t('selector.back')}
          </a>
        )}
        {(answered || !hydrated) && (
          <button type="submit" className="btn btn-lg selector-next">
            {t('selector.next')}
          </button>
        )}
      </div>
    </form>
  );
}
