import type { LocatorReportQuery } from '@contract/locator';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { pageTitle } from '../../../lib/runtime-config';
import { locatorSaga } from '../locator-saga';
import { locatorActions as A, locatorSlice, selectLocator } from '../locator-slice';
import { SearchesChart } from './locator-chart';
import { Filters } from './locator-filters';
import { AreasMap } from './locator-map';
import { AreaTable, ClicksTable, percent, RadiiTable } from './locator-tables';

import '../directory-admin.css';

locatorSlice.injectInto(rootReducer);
injectSaga('locator', locatorSaga);

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Rows shown in the dealer-gap and top-area tables (the map and the CSV have every area). */
const TOP = 10;

/** The filters as the URL holds them (a report can be bookmarked and shared), with the last 30 days by default. */
function useFilters(): [Required<Pick<LocatorReportQuery, 'from' | 'to'>> & LocatorReportQuery, (next: LocatorReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  const today = isoDay(Date.now());
  const filters = {
    from: params.get('from') || isoDay(Date.now() - 29 * DAY_MS),
    to: params.get('to') || today,
    regionId: params.get('regionId') === '3' ? (3 as const) : params.get('regionId') === '2' ? (2 as const) : undefined,
    label: (['Retailers', 'Reps'] as const).find((l) => l === params.get('label')),
  };
  const set = (next: LocatorReportQuery) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, String(v));
    setParams(p, { replace: true });
  };
  return [filters, set];
}

/** /siteadmin/locator: what Find a Rep or Retailer searches found over time and where (dealer gaps), and which results people used. */
export function LocatorReportPage() {
  const dispatch = useAppDispatch();
  const [filters, setFilters] = useFilters();
  const { report, clicks, status, error, exporting } = useAppSelector(selectLocator);
  const key = `${filters.from}|${filters.to}|${filters.regionId ?? ''}|${filters.label ?? ''}`;

  useEffect(() => {
    document.title = pageTitle('Locator report');
    return () => void dispatch(A.left());
  }, [dispatch]);

  useEffect(() => {
    dispatch(A.reportRequested(filters));
    // The key holds every filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dispatch]);

  const exportCsv = (which: 'areas' | 'clicks') => dispatch(A.exportRequested({ which, query: which === 'areas' ? filters : { from: filters.from, to: filters.to } }));

  const areas = useMemo(() => report?.areas ?? [], [report]);
  const gaps = useMemo(() => areas.filter((a) => a.zeroResultSearches > 0).slice(0, TOP), [areas]);
  const top = useMemo(() => [...areas].sort((a, b) => b.searches - a.searches || a.area.localeCompare(b.area)).slice(0, TOP), [areas]);

  return (
    <div className="directory-admin locator-report">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Locator report</h1>
        <Button variant="outline-secondary" onClick={() => exportCsv('areas')} disabled={!!exporting}>
          {exporting === 'areas' ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
          Export areas CSV
        </Button>
        <Button variant="outline-secondary" onClick={() => exportCsv('clicks')} disabled={!!exporting}>
          {exporting === 'clicks' ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
          Export clicks CSV
        </Button>
      </div>
      <p className="text-muted">
        Find a Rep or Retailer searches, counted by area (the first three characters of the ZIP or postal code) and day. No search or click is kept with anything that identifies a
        visitor.
      </p>
      <Filters key={key} value={filters} onChange={setFilters} />
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {status === 'loading' && !report ? <Spinner aria-label="Loading" /> : null}
      {report ? (
        <div aria-busy={status === 'loading'}>
          <dl className="locator-totals d-flex flex-wrap gap-4 mb-3">
            <div>
              <dt>Searches</dt>
              <dd>{report.totals.searches}</dd>
            </div>
            <div>
              <dt>Found nobody</dt>
              <dd>
                {report.totals.zeroResultSearches} ({percent(report.totals.zeroResultSearches, report.totals.searches)})
              </dd>
            </div>
            <div>
              <dt>Areas searched</dt>
              <dd>{areas.length}</dd>
            </div>
          </dl>
          <section className="card shadow-sm mb-4" aria-labelledby="locator-chart-h">
            <div className="card-body">
              <h2 className="h5" id="locator-chart-h">
                Searches over time
              </h2>
              <SearchesChart days={report.days} />
            </div>
          </section>
          <div className="row g-4 mb-4">
            <section className="col-lg-7" aria-labelledby="locator-map-h">
              <div className="card shadow-sm h-100">
                <div className="card-body">
                  <h2 className="h5" id="locator-map-h">
                    Areas by searches and share that found nobody
                  </h2>
                  <AreasMap areas={areas} />
                </div>
              </div>
            </section>
            <section className="col-lg-5" aria-labelledby="locator-radii-h">
              <h2 className="h5" id="locator-radii-h">
                Radius retailer searches ended with
              </h2>
              <RadiiTable radii={report.radii} />
            </section>
          </div>
          <div className="row g-4 mb-4">
            <section className="col-lg-6" aria-labelledby="locator-gaps-h">
              <h2 className="h5" id="locator-gaps-h">
                Dealer gaps
              </h2>
              <p className="small text-muted">Areas with the most searches that found nobody.</p>
              <AreaTable caption="Dealer gaps" rows={gaps} empty="Every search in this period found someone." />
            </section>
            <section className="col-lg-6" aria-labelledby="locator-top-h">
              <h2 className="h5" id="locator-top-h">
                Top areas
              </h2>
              <p className="small text-muted">Areas with the most searches.</p>
              <AreaTable caption="Top areas" rows={top} empty="No searches in this period." />
            </section>
          </div>
          <section className="mb-4" aria-labelledby="locator-clicks-h">
            <h2 className="h5" id="locator-clicks-h">
              Result clicks
            </h2>
            <p className="small text-muted">
              Directions, Call and Website clicks on search results, per rep or retailer ({filters.from} to {filters.to}).
            </p>
            <ClicksTable clicks={clicks} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
