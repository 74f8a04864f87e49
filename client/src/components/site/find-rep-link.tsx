import type { RegionId } from '@contract/regions';
import { findARepPath } from '@contract/site';
import { Link } from 'react-router-dom';

import { ArrowRight } from './icons';

/** The Find a Rep call to action: a button to the region's find-a-rep page (/find-a-rep, or /find-a-rep-ca in Canada). */
export function FindRepLink(props: { region: RegionId; className?: string; label?: string; arrow?: boolean }) {
  const label = props.label ?? 'Find a Rep';
  const arrow = props.arrow ?? true;
  return (
    <Link className={props.className ?? 'btn btn-gold'} to={findARepPath(props.region)}>
      {/* One text node before the arrow, as the hand-written links had (no extra hydration marker). */}
      {arrow ? `${label} ` : label}
      {arrow ? <ArrowRight /> : null}
    </Link>
  );
}
