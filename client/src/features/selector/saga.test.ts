import type { Locale } from '@contract/i18n/locale';
import type { LabelDocumentRow } from '@contract/labels';
import type { SelectorSolution } from '@contract/product-selector';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import * as api from './api';
import { selectorSaga } from './saga';
import { initialSelectorState, SELECTOR_KEY, selectorActions, selectorReducer, SelectorState } from './slice';

jest.mock('./api', () => ({ ...jest.requireActual('./api'), fetchSolutions: jest.fn(), fetchProductLabelsPage: jest.fn(), fetchCanadaLibrary: jest.fn() }));
const fetchSolutions = api.fetchSolutions as jest.Mock;
const fetchProductLabelsPage = api.fetchProductLabelsPage as jest.Mock;
const fetchCanadaLibrary = api.fetchCanadaLibrary as jest.Mock;

const label = (n: number) => ({ productLabel: { productName: `P${n}`, labelDocumentGuid: `l${n}`, sdsDocumentGuid: `s${n}` } });

/** A real store with the selector's reducer and saga; returns the selector state after the wizard opens. */
async function open(from: SelectorState = initialSelectorState, locale?: Locale): Promise<SelectorState> {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ [SELECTOR_KEY]: selectorReducer }),
    preloadedState: { [SELECTOR_KEY]: from },
    middleware: (d) => d().concat(sagas),
  });
  const task = sagas.run(selectorSaga);
  store.dispatch(selectorActions.selectorOpened(locale));
  await new Promise((r) => setTimeout(r, 10));
  task.cancel();
  return store.getState()[SELECTOR_KEY];
}

describe('selector saga', () => {
  beforeEach(() => {
    fetchSolutions.mockReset();
    fetchProductLabelsPage.mockReset();
    fetchCanadaLibrary.mockReset();
  });

  it('loads the catalogue and every page of labels', async () => {
    fetchSolutions.mockResolvedValue({ success: true, data: [{ code: 'superu' } as SelectorSolution] });
    const first = Array.from({ length: 50 }, (_, i) => label(i));
    fetchProductLabelsPage.mockResolvedValueOnce({ success: true, data: { items: first, total: 53 } });
    fetchProductLabelsPage.mockResolvedValueOnce({ success: true, data: { items: [label(50), label(51), label(52)], total: 53 } });
    const s = await open();
    expect(s.catalogue).toEqual({ status: 'succeeded', items: [{ code: 'superu' }] });
    expect(fetchProductLabelsPage.mock.calls).toEqual([
      [0, 50],
      [50, 50],
    ]);
    expect(s.documents.status).toBe('succeeded');
    expect(Object.keys(s.documents.byProductName)).toHaveLength(53);
    expect(s.documents.byProductName.p52).toEqual({ labelHref: '/doccenter/l52', sdsHref: '/doccenter/s52' });
  });

  it('marks each load failed on an error answer, and does not reload what it already has', async () => {
    fetchSolutions.mockResolvedValue({ success: false, message: 'Down' });
    fetchProductLabelsPage.mockResolvedValue({ success: false, message: 'Down' });
    const failed = await open();
    expect(failed.catalogue.status).toBe('failed');
    expect(failed.documents.status).toBe('failed');

    fetchSolutions.mockClear();
    fetchProductLabelsPage.mockClear();
    const loaded: SelectorState = {
      ...initialSelectorState,
      catalogue: { status: 'succeeded', items: [] },
      documents: { status: 'succeeded', byProductName: {} },
    };
    await open(loaded);
    expect(fetchSolutions).not.toHaveBeenCalled();
    expect(fetchProductLabelsPage).not.toHaveBeenCalled();
  });

  describe('on a French page', () => {
    const doc = (guid: string, type: 'label' | 'sds', language: 'en' | 'fr', languageSet: string | null) => ({ guid, type, language, languageSet }) as LabelDocumentRow;
    beforeEach(() => {
      fetchSolutions.mockResolvedValue({ success: true, data: [] });
      fetchProductLabelsPage.mockResolvedValue({
        success: true,
        data: {
          items: [
            { productLabel: { productName: 'SUPERU', labelDocumentGuid: 'su-label', sdsDocumentGuid: 'su-sds' } },
            { productLabel: { productName: 'WOLF TRAX Zinc DDP', labelDocumentGuid: 'zn-label', sdsDocumentGuid: 'zn-sds' } },
          ],
          total: 2,
        },
      });
      fetchCanadaLibrary.mockResolvedValue({
        success: true,
        data: {
          families: [
            {
              family: 'nitrogen-stabilizers',
              name: 'Nitrogen stabilizers',
              products: [
                { productName: 'SUPERU', documents: [doc('su-label', 'label', 'en', 'su-label'), doc('su-label-fr', 'label', 'fr', 'su-label'), doc('su-sds', 'sds', 'en', null)] },
              ],
            },
          ],
        },
      });
    });

    it('links each product’s French documents, and marks the English ones it has no French version of', async () => {
      const s = await open(initialSelectorState, 'fr');
      expect(s.documents.locale).toBe('fr');
      expect(s.documents.byProductName.superu).toEqual({ labelHref: '/doccenter/su-label-fr', sdsHref: '/doccenter/su-sds', labelEnglishOnly: false, sdsEnglishOnly: true });
      expect(s.documents.byProductName['wolf trax zinc ddp']).toEqual({ labelHref: '/doccenter/zn-label', sdsHref: '/doccenter/zn-sds', labelEnglishOnly: true, sdsEnglishOnly: true });
    });

    it('loads the library only for a French page, and again when the page language changes', async () => {
      const english = await open();
      expect(fetchCanadaLibrary).not.toHaveBeenCalled();
      expect(english.documents.byProductName.superu).toEqual({ labelHref: '/doccenter/su-label', sdsHref: '/doccenter/su-sds' });
      const french = await open(english, 'fr');
      expect(fetchCanadaLibrary).toHaveBeenCalledTimes(1);
      expect(french.documents.byProductName.superu.labelHref).toBe('/doccenter/su-label-fr');
    });
  });
});
