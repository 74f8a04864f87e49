import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?findRepLink';
import type { RegionId } from '@contract/regions';
import { findARepPath } from '@contract/site';

import { LocaleLink as Link, registerMessages, useT } from '../../lib/i18n';
import { ArrowRight } from './icons';

// This part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

/** The Find a Rep call to action: a button to the region's find-a-rep page (/find-a-rep, or /find-a-rep-ca in Canada). */
export function FindRepLink(props: { region: RegionId; className?: string; label?: string; arrow?: boolean }) {
  const t = useT();
  const label = props.label ?? t('findRepLink.label');
  const arrow = props.arrow ?? true;
  return (
    <Link className={props.className ?? 'btn btn-gold'} to={findARepPath(props.region)}>
      {/* One text node before the arrow, as the hand-written links had (no extra hydration marker). */}
      {arrow ? `${label} ` : label}
      {arrow ? <ArrowRight /> : null}
    </Link>
  );
}
