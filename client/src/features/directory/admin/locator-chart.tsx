import type { LocatorDayRow } from '@contract/locator';

const W = 720;
const H = 220;
const PAD = { left: 40, right: 8, top: 10, bottom: 28 };

/** Round axis steps: 1, 2, 5 × 10ⁿ. */
function niceMax(n: number): number {
  if (n <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Searches per day as an SVG bar chart, plain React: each bar is all searches, its red part those that found nobody. */
export function SearchesChart({ days }: { days: LocatorDayRow[] }) {
  const max = niceMax(Math.max(0, ...days.map((d) => d.searches)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.8);
  const y = (n: number) => PAD.top + plotH - (n / max) * plotH;
  const total = days.reduce((n, d) => n + d.searches, 0);
  const zero = days.reduce((n, d) => n + d.zeroResultSearches, 0);
  // A label every so many days, so they never overlap.
  const every = Math.max(1, Math.ceil(days.length / 8));
  const label = days.length
    ? `Searches per day, ${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}: ${total} searches, ${zero} found nobody.`
    : 'No days in the range.';
  return (
    <figure className="locator-chart mb-0">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="w-100 h-auto" data-testid="searches-chart">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(max * f)} textAnchor="end" dominantBaseline="middle" className="chart-axis">
              {max * f}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * step + (step - bar) / 2;
          return (
            <g key={d.day}>
              <title>{`${shortDay(d.day)}: ${d.searches} searches, ${d.zeroResultSearches} found nobody`}</title>
              <rect x={x} y={y(d.searches)} width={bar} height={y(0) - y(d.searches)} className="chart-bar" />
              <rect x={x} y={y(d.zeroResultSearches)} width={bar} height={y(0) - y(d.zeroResultSearches)} className="chart-bar-zero" />
              {i % every === 0 ? (
                <text x={x + bar / 2} y={H - 8} textAnchor="middle" className="chart-axis">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="small text-muted">
        <span className="legend-swatch chart-bar" aria-hidden="true" /> searches <span className="legend-swatch chart-bar-zero ms-3" aria-hidden="true" /> found nobody
      </figcaption>
    </figure>
  );
}
