import type { DirectorySearchResponse, RepResult, RetailerResult } from '@contract/directory';

import { useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/ssr-context';
import { sendClickBeacon } from '../click-beacon';
import { openStatusAt, openStatusLine, visitorTimeZone } from '../open-status';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

export function directionsUrl(r: RetailerResult): string {
  const destination = [r.address, r.city, r.state, r.postalCode].filter(Boolean).join(', ') || `${r.lat},${r.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');

function coverage(t: ReturnType<typeof useT>, rep: RepResult, place: string): string {
  const code = rep.matchedCode;
  switch (rep.matchedBy) {
    case 'zip':
      return t('results.coverage.zip', { code });
    case 'zip3':
      return t('results.coverage.zip3', { code });
    case 'fsa':
      return t('results.coverage.fsa', { code });
    default:
      return t('results.coverage.state', { code, place });
  }
}

export function RetailerCard({ r, index, unit }: { r: RetailerResult; index: number; unit: 'mi' | 'km' }) {
  // The server's HTML (and the hydration that must match it) show the status as of the search; then the visitor's own now.
  const hydrated = useHydrated();
  const t = useT();
  const now = Date.now();
  const hours = hydrated ? openStatusLine(r.openStatus, now, visitorTimeZone()) : (r.openStatus?.entries[0]?.text ?? null);
  const open = (hydrated ? openStatusAt(r.openStatus, now) : r.openStatus?.entries[0])?.open;
  return (
    <li className="result-card" aria-labelledby={`retailer-${r.id}`}>
      <span className="result-index" aria-hidden="true">
        {index}
      </span>
      <div className="result-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h3 className="h5 mb-1" id={`retailer-${r.id}`}>
            {r.name}
          </h3>
          <span className="result-distance">
            {t('results.distance', { distance: r.distance, unit })}
            <span className="visually-hidden">{t('results.away')}</span>
          </span>
        </div>
        <address className="mb-2 text-muted">
          {r.address ? (
            <>
              {r.address}
              <br />
            </>
          ) : null}
          {r.city}, {r.state} {r.postalCode}
        </address>
        {r.servesYourArea ? <p className="result-serves small mb-1">{t('results.servesArea')}</p> : null}
        {hours ? <p className={`result-hours small mb-2${open ? ' is-open' : ''}`}>{hours}</p> : null}
        {r.products.length ? <p className="result-products small mb-2">{r.products.join(' · ')}</p> : null}
        <div className="result-actions">
          {r.phone ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={telHref(r.phone)}
              aria-label={t('results.callLabel', { name: r.name, phone: r.phone })}
              onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'call' })}
            >
              {t('results.call', { phone: r.phone })}
            </a>
          ) : null}
          {r.email ? (
            <a className="btn btn-sm btn-outline-brand" href={`mailto:${r.email}`} aria-label={t('results.emailLabel', { name: r.name })}>
              {t('results.email')}
            </a>
          ) : null}
          {r.website ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={r.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('results.websiteLabel', { name: r.name })}
              onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'website' })}
            >
              {t('results.website')}
            </a>
          ) : null}
          <a
            className="btn btn-sm btn-brand"
            href={directionsUrl(r)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('results.directionsLabel', { name: r.name })}
            onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'directions' })}
          >
            {t('results.directions')}
          </a>
        </div>
      </div>
    </li>
  );
}

export function RepCard({ rep, place }: { rep: RepResult; place: string }) {
  const t = useT();
  return (
    <li className="result-card" aria-labelledby={`rep-${rep.id}`}>
      {rep.photoUrl ? (
        <img className="rep-photo" src={rep.photoUrl} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="rep-avatar" aria-hidden="true">
          {initials(rep.name)}
        </span>
      )}
      <div className="result-body">
        <h3 className="h5 mb-0" id={`rep-${rep.id}`}>
          {rep.name}
        </h3>
        {rep.title ? <p className="mb-1 text-muted">{rep.title}</p> : null}
        <p className="small mb-2 result-coverage">{coverage(t, rep, place)}</p>
        {rep.products.length ? <p className="result-products small mb-2">{rep.products.join(' · ')}</p> : null}
        <div className="result-actions">
          {rep.phone ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={telHref(rep.phone)}
              aria-label={t('results.callLabel', { name: rep.name, phone: rep.phone })}
              onClick={() => sendClickBeacon({ type: 'rep', id: rep.id, action: 'call' })}
            >
              {t('results.call', { phone: rep.phone })}
            </a>
          ) : null}
          {rep.email ? (
            <a className="btn btn-sm btn-brand" href={`mailto:${rep.email}`} aria-label={t('results.emailLabel', { name: rep.name })}>
              {t('results.email')}
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The heading sentence for a result set (plural rules of the page's language). */
export function useResultsSummary(): (d: DirectorySearchResponse) => string {
  const t = useT();
  return (d) => {
    const where = `${d.origin.place} ${d.origin.code}`;
    if (d.label === 'Reps') return t('results.repsSummary', { count: d.reps.length, where });
    return t('results.retailersSummary', { count: d.retailers.length, radius: d.radius, unit: d.unit, where });
  };
}
