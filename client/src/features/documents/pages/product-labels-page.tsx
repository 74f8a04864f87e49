import { useEffect, useMemo, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { doccenterUrl, formatBytes } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { injectSaga } from '../../../app/store';
import { rootReducer } from '../../../app/root-reducer';
import { usePageHead } from '../../../components/site/page-head';
import { isFirstPageView } from '../../../lib/ssr-context';
import { selectRegion } from '../../../app/region-slice';
import { fileKind, groupLabels, LabelRow } from '../product-labels';
import { productLabelsSaga } from '../product-labels-saga';
import { productLabelsActions, productLabelsSlice, ProductLabelsState } from '../product-labels-slice';
import { selectProductLabels } from '../selectors';
import '../documents.css';

productLabelsSlice.injectInto(rootReducer);
injectSaga('productLabels', productLabelsSaga);

const REGION_LABEL: Record<RegionId, string> = { 2: 'the United States', 3: 'Canada', 4: 'International' };

function DocLink(props: { guid: string; text: string; product: string; files: ProductLabelsState['files']; primary?: boolean }) {
  const info = props.files[props.guid];
  return (
    <a className={`label-link${props.primary ? ' label-link--primary' : ''}`} href={doccenterUrl(props.guid)} target="_blank" rel="noopener">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="label-link__icon">
        <path fill="currentColor" d="M6 2h8l6 6v14H6V2zm8 1.5V9h5.5L14 3.5zM8 13h8v1.5H8V13zm0 3h8v1.5H8V16zm0-6h4v1.5H8V10z" />
      </svg>
      <span>
        {props.text}
        <span className="visually-hidden"> for {props.product}</span>
      </span>
      {info ? (
        <small className="label-link__meta">
          {fileKind(info.contentType)}, {formatBytes(info.size)}
        </small>
      ) : null}
    </a>
  );
}

function LabelCard({ row, files }: { row: LabelRow; files: ProductLabelsState['files'] }) {
  return (
    <li className="label-card">
      <h3 className="label-card__name">{row.productName}</h3>
      <div className="label-card__links">
        {row.labelGuid ? <DocLink guid={row.labelGuid} text="Product Label" product={row.productName} files={files} primary /> : <span className="label-card__missing">Label coming soon</span>}
        {row.sdsGuid ? <DocLink guid={row.sdsGuid} text="SDS" product={row.productName} files={files} /> : <span className="label-card__missing">SDS coming soon</span>}
        {row.supplemental.map((s) => (
          <DocLink key={s.documentGuid} guid={s.documentGuid} text={s.title || 'Supplemental document'} product={row.productName} files={files} />
        ))}
      </div>
    </li>
  );
}

/** /product-labels: every product's label and SDS for the visitor's region, grouped by product family. */
export function ProductLabelsPage() {
  usePageHead({ title: 'Product Labels & SDS', description: 'Current product labels and safety data sheets (SDS) for every product, by region.' });
  const dispatch = useAppDispatch();
  const visitorRegion = useAppSelector(selectRegion);
  const [region, setRegion] = useState<RegionId>(visitorRegion);
  const [filter, setFilter] = useState('');
  const state = useAppSelector(selectProductLabels);

  useEffect(() => setRegion(visitorRegion), [visitorRegion]);
  const loadedRegion = state.status === 'succeeded' ? state.region : null;
  useEffect(() => {
    // The server rendered the first page view with this region's labels: they are in the store already.
    if (isFirstPageView() && loadedRegion === region) return;
    dispatch(productLabelsActions.labelsRequested(region));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, region]);

  const groups = useMemo(() => groupLabels(state.rows, filter), [state.rows, filter]);
  const loading = state.status === 'loading' || state.status === 'idle';

  return (
    <div className="labels-page">
      <section className="labels-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">Resources</p>
          <h1 className="labels-hero__title">Product Labels &amp; SDS</h1>
          <p className="labels-hero__lead">
            The current product label and safety data sheet for every product sold in {REGION_LABEL[region]}. Always read and follow label directions.
          </p>
        </div>
      </section>
      <div className="container labels-body">
        <div className="labels-toolbar">
          <div className="labels-filter">
            <label htmlFor="labels-filter" className="form-label">
              Filter products
            </label>
            <input
              id="labels-filter"
              type="search"
              className="form-control"
              placeholder="Product name, e.g. AGROTAIN"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <div className="labels-region" role="group" aria-label="Region">
            {([2, 3] as RegionId[]).map((r) => (
              <button key={r} type="button" className={`labels-region__btn${region === r ? ' is-active' : ''}`} aria-pressed={region === r} onClick={() => setRegion(r)}>
                {r === 2 ? 'United States' : 'Canada'}
              </button>
            ))}
          </div>
        </div>

        {loading ? (
          <p role="status" className="labels-status">
            <Spinner size="sm" className="me-2" aria-hidden />
            Loading labels...
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="labels-status">
            The labels could not be loaded. Please try again later.
          </p>
        ) : null}
        {state.status === 'succeeded' && groups.length === 0 ? (
          <p role="status" className="labels-status">
            {filter ? `No products match “${filter}”.` : `No labels are published for ${REGION_LABEL[region]} yet.`}{' '}
            <Link to={region === 3 ? '/contact-ca' : '/contact'}>Contact us</Link> for a label or SDS.
          </p>
        ) : null}

        {state.status === 'succeeded'
          ? groups.map((g) => (
              <section key={g.family} className="labels-group" aria-labelledby={`family-${g.family}`}>
                <h2 id={`family-${g.family}`} className="labels-group__title">
                  {g.name}
                </h2>
                <ul className="labels-grid">
                  {g.rows.map((row) => (
                    <LabelCard key={row.baseId} row={row} files={state.files} />
                  ))}
                </ul>
              </section>
            ))
          : null}
      </div>
    </div>
  );
}
