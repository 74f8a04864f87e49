import type { ContentStatus, VersionItem } from '@contract/content';
import Dropdown from 'react-bootstrap/Dropdown';

import { SiteTime } from './site-time';

const STATUS_WORDS: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };

/** More versions than this and the list scrolls: its header says so. */
const SHOWN_WITHOUT_SCROLLING = 3;

/**
 * The 'Rollback' dropdown of the add/edit shell: saved versions, newest first, each with its number, its status,
 * who saved it and when; the newest is marked "current" and the one open in the editor carries aria-current.
 */
export function RollbackDropdown(props: { versions: VersionItem[]; currentVersionId?: number | null; onSelect(versionId: number): void }) {
  const count = props.versions.length;
  const scrolls = count > SHOWN_WITHOUT_SCROLLING;
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" id="rollback-dropdown" disabled={!count}>
        Rollback
      </Dropdown.Toggle>
      <Dropdown.Menu className={`rollback-menu${scrolls ? ' rollback-menu--scrolls' : ''}`} aria-label="Saved versions">
        <Dropdown.Header className="rollback-menu__head" aria-level={2}>
          {count} saved {count === 1 ? 'version' : 'versions'}
          {scrolls ? ', newest first: scroll for older ones' : ''}
        </Dropdown.Header>
        {props.versions.map((v, i) => {
          const number = v.number ?? count - i;
          return (
            <Dropdown.Item
              key={v.id}
              as="button"
              type="button"
              // `active` would add aria-selected, which a button may not have; aria-current says which version is open.
              className={`rollback-menu__item${v.id === props.currentVersionId ? ' active' : ''}`}
              aria-current={v.id === props.currentVersionId ? 'true' : undefined}
              onClick={() => props.onSelect(v.id)}
            >
              {/* The long date and 12-hour time first (spec 2.8), then the version's number and status. */}
              <strong className="d-block">
                <SiteTime iso={v.created} format="version" />
              </strong>
              <span className="d-flex flex-wrap align-items-center gap-1 small">
                <span>Version {number}</span>
                {v.status ? <span className={`badge rollback-status rollback-status--${v.status}`}>{STATUS_WORDS[v.status]}</span> : null}
                {i === 0 ? <span className="badge rollback-status rollback-status--current">current</span> : null}
              </span>
              {v.author ? <small className="rollback-menu__author d-block">{v.author}</small> : null}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
