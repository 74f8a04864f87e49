import Dropdown from 'react-bootstrap/Dropdown';
import type { VersionItem } from '@contract/content';

/** Long-format date plus a 12-hour time, e.g. "November 23, 2026 10:38 AM" (spec 2.8). */
export function formatVersionDate(iso: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
  return `${date} ${time}`;
}

/** The 'Rollback' dropdown of the add/edit shell: saved versions, scrolling at 175 px. */
export function RollbackDropdown(props: { versions: VersionItem[]; currentVersionId?: number | null; onSelect(versionId: number): void }) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" id="rollback-dropdown" disabled={!props.versions.length}>
        Rollback
      </Dropdown.Toggle>
      <Dropdown.Menu className="rollback-menu" style={{ maxHeight: 175, overflowY: 'auto' }} aria-label="Saved versions">
        {props.versions.map((v) => (
          <Dropdown.Item key={v.id} as="button" type="button" active={v.id === props.currentVersionId} onClick={() => props.onSelect(v.id)}>
            {formatVersionDate(v.created)}
            {v.author ? <small className="text-muted d-block">{v.author}</small> : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
