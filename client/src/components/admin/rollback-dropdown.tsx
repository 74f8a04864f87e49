import type { VersionItem } from '@contract/content';
import Dropdown from 'react-bootstrap/Dropdown';

import { formatVersionDate } from './admin-dates';

/** The 'Rollback' dropdown of the add/edit shell: saved versions, scrolling at 175 px. */
export function RollbackDropdown(props: { versions: VersionItem[]; currentVersionId?: number | null; onSelect(versionId: number): void }) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" id="rollback-dropdown" disabled={!props.versions.length}>
        Rollback
      </Dropdown.Toggle>
      <Dropdown.Menu className="rollback-menu" style={{ maxHeight: 175, overflowY: 'auto' }} aria-label="Saved versions">
        {props.versions.map((v) => (
          <Dropdown.Item
            key={v.id}
            as="button"
            type="button"
            // `active` would add aria-selected, which a button may not have; aria-current says which version is open.
            className={v.id === props.currentVersionId ? 'active' : undefined}
            aria-current={v.id === props.currentVersionId ? 'true' : undefined}
            onClick={() => props.onSelect(v.id)}
          >
            {formatVersionDate(v.created)}
            {v.author ? <small className="text-muted d-block">{v.author}</small> : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
