import type { DirectoryLabel, DirectoryRegion } from '@contract/directory';
import type { LocationClickRow, LocatorAreaRow, LocatorReport, LocatorReportQuery } from '@contract/locator';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';

import { AdminTable } from '../../../components/admin/admin-table';
import { pageTitle } from '../../../lib/runtime-config';
import { locatorAdminApi } from '../api';
import { download } from './csv-tools';
import { SearchesChart } from './locator-chart';
import { AreasMap } from './locator-map';

import '../directory-admin.css';

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Rows shown in the dealer-gap and top-area tables (the map and the CSV have every area). */
const TOP = 10;

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '–');
const regionName = (r: DirectoryRegion) => (r === 3 ? 'Canada' : 'US');

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
  const [filters, setFilters] = useFilters();
  const [report, setReport] = useState<LocatorReport | null>(null);
  const [clicks, setClicks] = useState<LocationClickRow[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'succeeded' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const key = `${filters.from}|${filters.to}|${filters.regionId ?? ''}|${filters.label ?? ''}`;

  useEffect(() => {
    document.title = pageTitle('Locator report');
  }, []);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    void Promise.all([locatorAdminApi.report(filters), locatorAdminApi.clicks({ from: filters.from, to: filters.to })]).then(([r, c]) => {
      if (!live) return;
      if (r.success && c.success) {
        setReport(r.data);
        setClicks(c.data.items);
        setError(null);
        setStatus('succeeded');
      } else {
        setError(!r.success ? r.message : !c.success ? c.message : null);
        setStatus('failed');
      }
    });
    return () => {
      live = false;
    };
    // The key holds every filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const exportCsv = async (which: 'areas' | 'clicks') => {
    setExporting(which);
    const env = await locatorAdminApi.exportCsv(which, which === 'areas' ? filters : { from: filters.from, to: filters.to });
    setExporting(null);
    if (env.success) download(env.data.filename, env.data.csv);
    else setError(env.message);
  };

  const areas = useMemo(() => report?.areas ?? [], [report]);
  const gaps = useMemo(() => areas.filter((a) => a.zeroResultSearches > 0).slice(0, TOP), [areas]);
  const top = useMemo(() => [...areas].sort((a, b) => b.searches - a.searches || a.area.localeCompare(b.area)).slice(0, TOP), [areas]);

  return (
    <div className="directory-admin locator-report">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Locator report</h1>
        <Button variant="outline-secondary" onClick={() => void exportCsv('areas')} disabled={!!exporting}>
          {exporting === 'areas' ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
          Export areas CSV
        </Button>
        <Button variant="outline-secondary" onClick={() => void exportCsv('clicks')} disabled={!!exporting}>
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
              <AdminTable
                colSpan={3}
                status="succeeded"
                rowCount={report.radii.length}
                emptyText="No retailer searches in this period."
                head={
                  <>
                    <th scope="col">Country</th>
                    <th scope="col">Radius</th>
                    <th scope="col" className="text-end">
                      Searches
                    </th>
                  </>
                }
              >
                {report.radii.map((r) => (
                  <tr key={`${r.regionId}:${r.radius}`}>
                    <td>{regionName(r.regionId)}</td>
                    <td>
                      {r.radius} {r.regionId === 3 ? 'km' : 'miles'}
                    </td>
                    <td className="text-end">{r.searches}</td>
                  </tr>
                ))}
              </AdminTable>
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
            <AdminTable
              colSpan={5}
              status="succeeded"
              rowCount={clicks?.length ?? 0}
              emptyText="No clicks in this period."
              head={
                <>
                  <th scope="col">Rep or retailer</th>
                  <th scope="col" className="text-end">
                    Directions
                  </th>
                  <th scope="col" className="text-end">
                    Call
                  </th>
                  <th scope="col" className="text-end">
                    Website
                  </th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                </>
              }
            >
              {(clicks ?? []).map((c) => (
                <tr key={`${c.type}:${c.id}`}>
                  <td>
                    <Link to={`/siteadmin/reps-retailers/${c.type}/edit/${c.id}`}>{c.name}</Link>
                    <span className="text-muted small ms-2">
                      {c.type === 'rep' ? 'Rep' : 'Retailer'}
                      {c.detail ? ` · ${c.detail}` : ''}
                    </span>
                  </td>
                  <td className="text-end">{c.directions}</td>
                  <td className="text-end">{c.call}</td>
                  <td className="text-end">{c.website}</td>
                  <td className="text-end fw-semibold">{c.total}</td>
                </tr>
              ))}
            </AdminTable>
          </section>
        </div>
      ) : null}
    </div>
  );
}

function AreaTable({ caption, rows, empty }: { caption: string; rows: LocatorAreaRow[]; empty: string }) {
  return (
    <AdminTable
      colSpan={5}
      status="succeeded"
      rowCount={rows.length}
      emptyText={empty}
      className="locator-area-table"
      head={
        <>
          <th scope="col">Area</th>
          <th scope="col">Place</th>
          <th scope="col" className="text-end">
            Searches
          </th>
          <th scope="col" className="text-end">
            Found nobody
          </th>
          <th scope="col" className="text-end">
            Share
          </th>
        </>
      }
    >
      {rows.map((a) => (
        <tr key={`${a.regionId}:${a.area}`} aria-label={`${caption}: ${a.area}`}>
          <td className="fw-semibold">{a.area}</td>
          <td>{a.place ?? regionName(a.regionId)}</td>
          <td className="text-end">{a.searches}</td>
          <td className="text-end">{a.zeroResultSearches}</td>
          <td className="text-end">{percent(a.zeroResultSearches, a.searches)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The report's filters; applied together with Show. */
function Filters({ value, onChange }: { value: LocatorReportQuery & { from: string; to: string }; onChange(next: LocatorReportQuery): void }) {
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [regionId, setRegionId] = useState<string>(value.regionId ? String(value.regionId) : '');
  const [label, setLabel] = useState<string>(value.label ?? '');
  return (
    <Form
      className="locator-filters d-flex flex-wrap align-items-end gap-3 mb-4"
      aria-label="Report filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ from, to, regionId: regionId ? (Number(regionId) as DirectoryRegion) : undefined, label: (label || undefined) as DirectoryLabel | undefined });
      }}
    >
      <Form.Group controlId="locator-from">
        <Form.Label>From</Form.Label>
        <Form.Control type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
      </Form.Group>
      <Form.Group controlId="locator-to">
        <Form.Label>To</Form.Label>
        <Form.Control type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
      </Form.Group>
      <Form.Group controlId="locator-region">
        <Form.Label>Country</Form.Label>
        <Form.Select value={regionId} onChange={(e) => setRegionId(e.target.value)}>
          <option value="">All</option>
          <option value="2">US</option>
          <option value="3">Canada</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="locator-label">
        <Form.Label>Who searched</Form.Label>
        <Form.Select value={label} onChange={(e) => setLabel(e.target.value)}>
          <option value="">Everyone</option>
          <option value="Retailers">Growers (looking for retailers)</option>
          <option value="Reps">Retailers (looking for reps)</option>
        </Form.Select>
      </Form.Group>
      <Button type="submit" variant="primary">
        Show
      </Button>
    </Form>
  );
}
