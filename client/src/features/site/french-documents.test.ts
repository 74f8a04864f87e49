import type { ContentItem } from '@contract/content';
import { frenchVersionOf, type LabelDocumentRow, type LabelFamilyGroup } from '@contract/labels';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';

import { siteApi } from './api';
import { productPageSaga } from './product-saga';
import { productPageActions as A, productPageSlice, selectLabels } from './product-slice';

jest.mock('./api', () => ({ siteApi: { productLabels: jest.fn(), productLabel: jest.fn(), libraryDocuments: jest.fn() } }));
const productLabels = siteApi.productLabels as jest.Mock;
const libraryDocuments = siteApi.libraryDocuments as jest.Mock;

const row = (guid: string, type: 'label' | 'sds', language: 'en' | 'fr', languageSet: string | null = null): LabelDocumentRow => ({
  guid,
  title: guid,
  type,
  language,
  languageSet,
  revisionDate: '2025-01-15',
  contentType: 'application/pdf',
  size: 1,
  url: `/doccenter/${guid}`,
  pageUrl: `/product-labels/${guid}`,
});

/**
 * The seeded shape: the brand's own label and SDS have French versions (their language set is named by the English
 * GUID), a nutrient product's have none, and the French documents name the brand as their product.
 */
const library: LabelFamilyGroup[] = [
  {
    family: 'micronutrients',
    name: 'Micronutrients',
    products: [
      {
        productName: 'WOLF TRAX',
        documents: [
          row('wt-label', 'label', 'en', 'wt-label'),
          row('wt-label-fr', 'label', 'fr', 'wt-label'),
          row('wt-sds', 'sds', 'en', 'wt-sds'),
          row('wt-sds-fr', 'sds', 'fr', 'wt-sds'),
        ],
      },
      { productName: 'WOLF TRAX Zinc DDP', documents: [row('zn-label', 'label', 'en'), row('zn-sds', 'sds', 'en')] },
      { productName: 'WOLF TRAX Boron DDP', documents: [row('b-label', 'label', 'en'), row('b-sds', 'sds', 'en')] },
    ],
  },
];

describe('the French version of an English document', () => {
  it('is the French document in the English one’s language set', () => {
    expect(frenchVersionOf(library, { guid: 'wt-label', type: 'label', product: 'WOLF TRAX' })).toBe('wt-label-fr');
    expect(frenchVersionOf(library, { guid: 'wt-sds', type: 'sds', product: 'WOLF TRAX' })).toBe('wt-sds-fr');
  });

  it('is found through the English row’s set when a French document named the set', () => {
    const families: LabelFamilyGroup[] = [
      { family: 'nitrogen-stabilizers', name: 'N', products: [{ productName: 'ANVOL', documents: [row('an-label', 'label', 'en', 'an-fr'), row('an-fr', 'label', 'fr', 'an-fr')] }] },
    ];
    expect(frenchVersionOf(families, { guid: 'an-label', type: 'label', product: 'ANVOL' })).toBe('an-fr');
  });

  it('is a French document of the same type naming the product when no language set links them', () => {
    const families: LabelFamilyGroup[] = [
      { family: 'nitrogen-stabilizers', name: 'N', products: [{ productName: 'TRIBUNE', documents: [row('tr-label', 'label', 'en'), row('tr-bilingual', 'label', 'fr')] }] },
    ];
    expect(frenchVersionOf(families, { guid: 'tr-label', type: 'label', product: 'tribune ' })).toBe('tr-bilingual');
    expect(frenchVersionOf(families, { guid: 'tr-sds', type: 'sds', product: 'TRIBUNE' })).toBeNull();
  });

  it('is never another product’s: a nutrient product without French documents has none', () => {
    expect(frenchVersionOf(library, { guid: 'zn-label', type: 'label', product: 'WOLF TRAX Zinc DDP' })).toBeNull();
    expect(frenchVersionOf(library, { guid: 'b-sds', type: 'sds', product: 'WOLF TRAX Boron DDP' })).toBeNull();
    expect(frenchVersionOf([], { guid: 'wt-label', type: 'label', product: 'WOLF TRAX' })).toBeNull();
  });
});

const record = (name: string, label: string, sds: string) =>
  ({ baseId: 1, title: name, productLabel: { productName: name, labelDocumentGuid: label, sdsDocumentGuid: sds, supplemental: [] } }) as unknown as ContentItem;

/** The labels section of the WOLF TRAX page in a language, after the saga has loaded it. */
async function wolfTraxLabels(locale: 'en' | 'fr') {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: combineReducers({ productPage: productPageSlice.reducer }), middleware: (d) => d().concat(sagas) });
  const task = sagas.run(productPageSaga);
  const query = { brand: 'WOLF TRAX', region: 3, locale };
  store.dispatch(A.labelsRequested(query));
  await new Promise((r) => setTimeout(r, 10));
  task.cancel();
  return selectLabels(store.getState(), query);
}

describe('the product page’s labels section', () => {
  beforeEach(() => {
    productLabels.mockReset().mockResolvedValue({
      success: true,
      data: { items: [record('WOLF TRAX', 'wt-label', 'wt-sds'), record('WOLF TRAX Zinc DDP', 'zn-label', 'zn-sds'), record('WOLF TRAX Boron DDP', 'b-label', 'b-sds')], total: 3 },
    });
    libraryDocuments.mockReset().mockResolvedValue({ success: true, data: { families: library } });
  });

  it('gives each line on a French page its own French documents, or none', async () => {
    const labels = await wolfTraxLabels('fr');
    expect(libraryDocuments).toHaveBeenCalledWith(3);
    expect(labels?.map((l) => [l.title, l.french])).toEqual([
      ['WOLF TRAX', { label: 'wt-label-fr', sds: 'wt-sds-fr' }],
      ['WOLF TRAX Zinc DDP', { label: null, sds: null }],
      ['WOLF TRAX Boron DDP', { label: null, sds: null }],
    ]);
  });

  it('looks up no French documents on an English page', async () => {
    const labels = await wolfTraxLabels('en');
    expect(libraryDocuments).not.toHaveBeenCalled();
    expect(labels?.map((l) => l.french)).toEqual([undefined, undefined, undefined]);
  });
});
