import { CA_PROVINCES, US_STATES } from '@contract/directory';
import { isLabelQueryEmpty, LABEL_TYPES, LabelDocumentRow, LabelQuery, labelQueryFromSearch, labelQueryToSearch, LANGUAGES } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectRegion } from '../../../app/region-slice';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { DeferredNotifyForm } from '../../../components/site/deferred-notify-form';
import { InlineSpinner } from '../../../components/site/inline-spinner';
import { usePageHead } from '../../../components/site/page-head';
import { LocaleLink as Link, Message, SiteMessageId, useLocalizedPath } from '../../../lib/i18n';
import { isFirstPageView } from '../../../lib/ssr-context';
import { useLabelText } from '../label-text';
import { pageLanguageFirst } from '../product-labels';
import { productLabelsActions, productLabelsSlice, searchKey, selectProductLabels } from '../product-labels-slice';

import '../documents.css';

productLabelsSlice.injectInto(rootReducer);
injectSagaWhenNeeded('productLabels', async () => (await import(/* webpackChunkName: "product-labels-saga" */ '../product-labels-saga')).productLabelsSaga, [
  productLabelsActions.searchRequested,
  productLabelsActions.documentRequested,
  productLabelsActions.subscribeRequested,
]);

function DocumentItem({ doc, product }: { doc: LabelDocumentRow; product: string | null }) {
  const text = useLabelText();
  const { t } = text;
  return (
    <li>
      <a className={`label-link${doc.type === 'label' ? ' label-link--primary' : ''}`} href={doc.url} hrefLang={doc.language} target="_blank" rel="noopener">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="label-link__icon">
          <path fill="currentColor" d="M6 2h8l6 6v14H6V2zm8 1.5V9h5.5L14 3.5zM8 13h8v1.5H8V13zm0 3h8v1.5H8V16zm0-6h4v1.5H8V10z" />
        </svg>
        <span>
          {text.linkText(doc)}
          {product ? <span className="visually-hidden">{t('labels.forProduct', { product })}</span> : null}
        </span>
        <small className="label-link__meta">{t('labels.fileMeta', { kind: text.fileKind(doc.contentType), size: text.size(doc.size) })}</small>
      </a>
      <span className="label-doc__meta">{t('labels.revised', { kind: text.kind(doc.type), language: text.languageInline(doc.language), date: text.day(doc.revisionDate) })}</span>
      <Link className="label-doc__details" to={doc.pageUrl}>
        {t('labels.details')}
        <span className="visually-hidden">{t('labels.detailsOf', { title: doc.title })}</span>
      </Link>
    </li>
  );
}

/**
 * /product-labels: every current label, SDS and statement, searchable (product, title, registration number,
 * words in the PDF) and filtered by product, type, language and state/province, grouped by product. The
 * filters live in the URL; the form is a plain GET, so search works without script too.
 */
export function ProductLabelsPage() {
  const labelText = useLabelText();
  const { t } = labelText;
  const localize = useLocalizedPath();
  usePageHead({ title: t('labels.headTitle'), description: t('labels.headDescription') });
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const visitorRegion = useAppSelector(selectRegion);
  const state = useAppSelector(selectProductLabels);
  const [region, setRegion] = useState<RegionId>(visitorRegion);
  const query = useMemo(() => labelQueryFromSearch(location.search), [location.search]);
  const [text, setText] = useState(query.q ?? '');

  // A subscription made on another page starts this page's form afresh.
  useEffect(() => {
    dispatch(productLabelsActions.notifyReset());
  }, [dispatch]);
  useEffect(() => setRegion(visitorRegion), [visitorRegion]);
  useEffect(() => setText(query.q ?? ''), [query.q]);
  const key = searchKey(region, query);
  useEffect(() => {
    // The server rendered the first page view with these results: they are in the store already.
    if (isFirstPageView() && state.key === key && state.status === 'succeeded') return;
    dispatch(productLabelsActions.searchRequested({ region, query }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  const setFilters = (next: LabelQuery) => void navigate({ pathname: localize('/product-labels'), search: labelQueryToSearch(next) });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...query, q: text.trim() || undefined });
  };
  const select = (name: keyof LabelQuery) => (e: { target: { value: string } }) => setFilters({ ...query, q: text.trim() || undefined, [name]: e.target.value || undefined });

  const search = state.search;
  const filtered = !isLabelQueryEmpty(query);
  const loading = state.status === 'loading' || state.status === 'idle';
  const productNames = search?.productNames ?? [];

  return (
    <div className="labels-page">
      <section className="labels-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{t('labels.eyebrow')}</p>
          <h1 className="labels-hero__title">{t('labels.title')}</h1>
          <p className="labels-hero__lead">{t('labels.lead', { region: String(region) })}</p>
        </div>
      </section>
      <div className="container labels-body">
        <div className="labels-toolbar">
          <div className="labels-region" role="group" aria-label={t('labels.region')}>
            {([2, 3] as RegionId[]).map((r) => (
              <button key={r} type="button" className={`labels-region__btn${region === r ? ' is-active' : ''}`} aria-pressed={region === r} onClick={() => setRegion(r)}>
                {r === 2 ? t('labels.region.us') : t('labels.region.ca')}
              </button>
            ))}
          </div>
        </div>
        <form className="labels-search" role="search" aria-label={t('labels.searchForm')} method="get" action={localize('/product-labels')} onSubmit={onSubmit}>
          <div className="labels-search__q">
            <label htmlFor="labels-q" className="form-label">
              {t('labels.searchLabel')}
            </label>
            <input id="labels-q" name="q" type="search" className="form-control" placeholder={t('labels.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div>
            <label htmlFor="labels-product" className="form-label">
              {t('labels.product')}
            </label>
            <select id="labels-product" name="product" className="form-select" value={query.product ?? ''} onChange={select('product')}>
              <option value="">{t('labels.allProducts')}</option>
              {query.product && !productNames.includes(query.product) ? <option value={query.product}>{query.product}</option> : null}
              {productNames.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="labels-type" className="form-label">
              {t('labels.type')}
            </label>
            <select id="labels-type" name="type" className="form-select" value={query.type ?? ''} onChange={select('type')}>
              <option value="">{t('labels.allTypes')}</option>
              {LABEL_TYPES.map((k) => (
                <option key={k} value={k}>
                  {labelText.kind(k)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="labels-lang" className="form-label">
              {t('labels.language')}
            </label>
            <select id="labels-lang" name="lang" className="form-select" value={query.lang ?? ''} onChange={select('lang')}>
              <option value="">{t('labels.allLanguages')}</option>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {labelText.language(l)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="labels-state" className="form-label">
              {t('labels.area')}
            </label>
            <select id="labels-state" name="state" className="form-select" value={query.state ?? ''} onChange={select('state')}>
              <option value="">{t('labels.anywhere')}</option>
              <optgroup label={t('labels.region.us')}>
                {Object.entries(US_STATES).map(([code, name]) => (
                  <option key={code} value={code}>
                    {labelText.area(code, name)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('labels.region.ca')}>
                {Object.entries(CA_PROVINCES).map(([code, name]) => (
                  <option key={code} value={code}>
                    {labelText.area(code, name)}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div className="labels-search__actions">
            <button type="submit" className="btn btn-success">
              {t('labels.search')}
            </button>
            {filtered ? (
              <Link to="/product-labels" onClick={() => setText('')}>
                {t('labels.clear')}
              </Link>
            ) : null}
          </div>
        </form>

        {loading && !search ? (
          <p role="status" className="labels-status">
            <InlineSpinner />
            {t('labels.loading')}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="labels-status">
            {t('labels.failed')}
          </p>
        ) : null}
        <p role="status" className="labels-status" aria-live="polite">
          {search && filtered ? t('labels.matches', { count: search.total }) : ''}
        </p>
        {search && search.families.length === 0 && !filtered ? (
          <p className="labels-status">
            <Message id="labels.none" values={{ region: String(region), link: (chunks: React.ReactNode[]) => <Link to={region === 3 ? '/contact-ca' : '/contact'}>{chunks}</Link> }} />
          </p>
        ) : null}

        {search
          ? search.families.map((g) => (
              <section key={g.family} className="labels-group" aria-labelledby={`family-${g.family}`}>
                <h2 id={`family-${g.family}`} className="labels-group__title">
                  {g.family === 'other' ? t('labels.familyOther') : t(`product.family.${g.family}` as SiteMessageId)}
                </h2>
                <ul className="labels-grid">
                  {g.products.map((p) => (
                    <li key={p.productName} className="label-card">
                      <h3 className="label-card__name">{p.other ? t('labels.otherDocuments') : p.productName}</h3>
                      {p.documents.length ? (
                        <ul className="label-docs">
                          {pageLanguageFirst(p.documents, labelText.locale).map((d) => (
                            <DocumentItem key={d.guid} doc={d} product={p.other ? null : p.productName} />
                          ))}
                        </ul>
                      ) : (
                        <span className="label-card__missing">{t('labels.comingSoon')}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          : null}

        {search ? (
          <DeferredNotifyForm
            key={search.region}
            targets={productNames.map((p) => ({ kind: 'product', key: p, label: p, checked: query.product === p }))}
            status={state.notify.status}
            message={state.notify.message}
            errors={state.notify.errors}
            onSubmit={(v) => dispatch(productLabelsActions.subscribeRequested(v))}
          />
        ) : null}
      </div>
    </div>
  );
}
