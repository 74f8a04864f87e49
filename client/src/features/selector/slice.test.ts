import en from '@contract/i18n/messages/site.en.json';
import fr from '@contract/i18n/messages/site.fr.json';
import type { SelectorSolution } from '@contract/product-selector';
import { IntlMessageFormat } from 'intl-messageformat';

import { documentsByProductName, labelItems, labelTotal } from './api';
import { analysisText, selectSolutionCards } from './selectors';
import { initialSelectorState, SELECTOR_KEY, selectorActions as A, selectorReducer, SelectorState } from './slice';

const run = (actions: Parameters<typeof selectorReducer>[1][], from: SelectorState = initialSelectorState) => actions.reduce(selectorReducer, from);

describe('selector slice', () => {
  it('walks challenge 5 with urea: 1 → 3 → 6 → 7, and Back mirrors the skips', () => {
    let s = run([A.optionChosen(5), A.nextRequested()]);
    expect(s.step).toBe(3);
    s = run([A.optionChosen(1), A.nextRequested()], s);
    expect(s.step).toBe(6);
    s = run([A.optionChosen(1), A.nextRequested()], s);
    expect(s).toMatchObject({ step: 7, answers: { 1: 5, 3: 1, 6: 1 } });
    expect(run([A.backRequested()], s).step).toBe(6);
    expect(run([A.backRequested(), A.backRequested()], s).step).toBe(3);
    expect(run([A.backRequested(), A.backRequested(), A.backRequested()], s).step).toBe(1);
  });

  it('does not move on before the step is answered', () => {
    expect(run([A.nextRequested()]).step).toBe(1);
    expect(run([A.optionChosen(3), A.nextRequested(), A.optionChosen(1), A.nextRequested(), A.optionChosen(1), A.nextRequested(), A.nextRequested()]).step).toBe(4);
  });

  it('Start Over returns to step 1 with no answers', () => {
    const s = run([A.urlChanged({ step: 7, answers: { 1: 6, 3: 1, 6: 2 } }), A.startOverRequested()]);
    expect(s.step).toBe(1);
    expect(s.answers).toEqual({});
  });

  it('takes the URL as the truth, normalized', () => {
    const s = run([A.urlChanged({ step: 7, answers: { 1: 7, 2: 1 } })]);
    expect(s.step).toBe(2);
    expect(s.answers).toEqual({ 1: 7 });
  });

  it('ticks several deficiencies on step 4 only', () => {
    const s = run([A.urlChanged({ step: 4, answers: { 1: 3, 2: 1, 3: 1 } }), A.deficiencyToggled(1), A.deficiencyToggled(2), A.deficiencyToggled(8), A.optionChosen(3)]);
    expect(s.answers[4]).toEqual([1, 2, 8]);
    expect(run([A.nextRequested()], s).step).toBe(7);
  });
});

describe('solution cards', () => {
  const sol = (code: string, labelProductName: string): SelectorSolution =>
    ({ code, name: labelProductName, family: '', summary: '', analyses: [], productPath: '/x', labelProductName, sortOrder: 0 }) as SelectorSolution;

  it('joins the rules, the catalogue and the label records (names matched case-insensitively)', () => {
    const docs = documentsByProductName(
      labelItems({
        items: [
          { productLabel: { productName: 'SuperU', labelDocumentGuid: 'g-label', sdsDocumentGuid: 'g-sds' } },
          { productLabel: { productName: 'ANVOL', labelDocumentGuid: 'a-label', sdsDocumentGuid: null } },
          { productLabel: null },
        ],
        total: 3,
      }),
    );
    const state = {
      [SELECTOR_KEY]: {
        ...initialSelectorState,
        step: 7 as const,
        answers: { 1: 6, 3: 1, 6: 1 },
        catalogue: { status: 'succeeded' as const, items: [sol('superu', 'SUPERU'), sol('anvol', 'ANVOL'), sol('centuro', 'CENTURO')] },
        documents: { status: 'succeeded' as const, byProductName: docs },
      },
    };
    expect(selectSolutionCards(state).map((c) => [c.solution.code, c.documents])).toEqual([
      ['anvol', { labelHref: '/doccenter/a-label', sdsHref: null }],
      ['superu', { labelHref: '/doccenter/g-label', sdsHref: '/doccenter/g-sds' }],
    ]);
  });

  it('reads a bare list or a page of label records', () => {
    expect(labelItems([{ productLabel: null }])).toHaveLength(1);
    expect(labelItems({ items: [] })).toEqual([]);
    expect(labelTotal({ items: [], total: 12 })).toBe(12);
    expect(labelTotal([])).toBeNull();
  });
});

describe('guaranteed analysis text', () => {
  const formatter = (messages: Record<string, string>, locale: string) => (id: string, values?: Record<string, string | number>) =>
    messages[id] === undefined ? id : String(new IntlMessageFormat(messages[id], locale).format(values));
  const english = formatter(en, 'en');
  it("reads like spec 9: 'Zinc 62%' for one nutrient, '17% zinc, 2% boron, …' for a blend", () => {
    expect(analysisText([{ nutrient: 'Zinc', percent: '62%' }], english)).toBe('Zinc 62%');
    expect(analysisText([{ nutrient: 'Copper', percent: '56.5%' }], english)).toBe('Copper 56.5%');
    expect(
      analysisText(
        [
          { nutrient: 'Zinc', percent: '17%' },
          { nutrient: 'Boron', percent: '2%' },
          { nutrient: 'Manganese', percent: '18%' },
          { nutrient: 'Copper', percent: '1%' },
          { nutrient: 'Iron', percent: '1%' },
        ],
        english,
      ),
    ).toBe('17% zinc, 2% boron, 18% manganese, 1% copper, 1% iron');
  });
  it('follows the French catalog and number format: a space before the percent sign, a decimal comma', () => {
    const french = formatter(fr, 'fr-CA');
    expect(analysisText([{ nutrient: 'Zinc', percent: '62%' }], french).replace(/\s/g, ' ')).toBe('Zinc 62 %');
    expect(analysisText([{ nutrient: 'Copper', percent: '56.5%' }], french).replace(/\s/g, ' ')).toBe('Cuivre 56,5 %');
    expect(
      analysisText(
        [
          { nutrient: 'Zinc', percent: '17%' },
          { nutrient: 'Boron', percent: '2%' },
        ],
        french,
      ).replace(/\s/g, ' '),
    ).toBe('17 % zinc, 2 % bore');
  });
});
