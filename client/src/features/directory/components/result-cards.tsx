import type { DirectorySearchResponse, RepResult, RetailerResult } from '@contract/directory';

import { useHydrated } from '../../../lib/ssr-context';
import { sendClickBeacon } from '../click-beacon';
import { openStatusLine, visitorTimeZone } from '../open-status';

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

function coverage(rep: RepResult, place: string): string {
  switch (rep.matchedBy) {
    case 'zip':
      return `Covers ZIP code ${rep.matchedCode}`;
    case 'zip3':
      return `Covers ZIP codes ${rep.matchedCode}xx`;
    case 'fsa':
      return `Covers postal codes ${rep.matchedCode}`;
    default:
      return `Covers ${rep.matchedCode} including ${place}`;
  }
}

export function RetailerCard({ r, index, unit }: { r: RetailerResult; index: number; unit: 'mi' | 'km' }) {
  // The server's HTML (and the hydration that must match it) show the status as of the search; then the visitor's own now.
  const hydrated = useHydrated();
  const hours = hydrated ? openStatusLine(r.openStatus, Date.now(), visitorTimeZone()) : (r.openStatus?.entries[0]?.text ?? null);
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
            {r.distance.toFixed(1)} {unit === 'mi' ? 'mi' : 'km'}
            <span className="visually-hidden"> away</span>
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
        {r.servesYourArea ? <p className="result-serves small mb-1">Serves your area</p> : null}
        {hours ? <p className={`result-hours small mb-2${hours.startsWith('Open') ? ' is-open' : ''}`}>{hours}</p> : null}
        {r.products.length ? <p className="result-products small mb-2">{r.products.join(' · ')}</p> : null}
        <div className="result-actions">
          {r.phone ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={telHref(r.phone)}
              aria-label={`Call ${r.name} at ${r.phone}`}
              onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'call' })}
            >
              Call {r.phone}
            </a>
          ) : null}
          {r.email ? (
            <a className="btn btn-sm btn-outline-brand" href={`mailto:${r.email}`} aria-label={`Email ${r.name}`}>
              Email
            </a>
          ) : null}
          {r.website ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={r.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Website of ${r.name} (opens in a new tab)`}
              onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'website' })}
            >
              Website
            </a>
          ) : null}
          <a
            className="btn btn-sm btn-brand"
            href={directionsUrl(r)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${r.name} (opens in a new tab)`}
            onClick={() => sendClickBeacon({ type: 'retailer', id: r.id, action: 'directions' })}
          >
            Directions
          </a>
        </div>
      </div>
    </li>
  );
}

export function RepCard({ rep, place }: { rep: RepResult; place: string }) {
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
        <p className="small mb-2 result-coverage">{coverage(rep, place)}</p>
        {rep.products.length ? <p className="result-products small mb-2">{rep.products.join(' · ')}</p> : null}
        <div className="result-actions">
          {rep.phone ? (
            <a
              className="btn btn-sm btn-outline-brand"
              href={telHref(rep.phone)}
              aria-label={`Call ${rep.name} at ${rep.phone}`}
              onClick={() => sendClickBeacon({ type: 'rep', id: rep.id, action: 'call' })}
            >
              Call {rep.phone}
            </a>
          ) : null}
          {rep.email ? (
            <a className="btn btn-sm btn-brand" href={`mailto:${rep.email}`} aria-label={`Email ${rep.name}`}>
              Email
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The heading sentence for a result set. */
export function resultsSummary(d: DirectorySearchResponse): string {
  const where = `${d.origin.place} ${d.origin.code}`;
  if (d.label === 'Reps') return d.reps.length ? `${d.reps.length} ${d.reps.length === 1 ? 'rep covers' : 'reps cover'} ${where}` : `No rep covers ${where} yet`;
  const unit = d.unit === 'mi' ? 'miles' : 'km';
  if (!d.retailers.length) return `No retailers within ${d.radius} ${unit} of ${where}`;
  return `${d.retailers.length} ${d.retailers.length === 1 ? 'retailer' : 'retailers'} within ${d.radius} ${unit} of ${where}`;
}
