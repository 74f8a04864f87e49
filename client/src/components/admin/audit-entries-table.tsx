import type { AuditEntryItem } from '@contract/audit';
import { formatTimestampsIn } from '@contract/site-settings';
import { Link } from 'react-router-dom';

import { siteTimeZone, zoneAbbreviation } from './admin-dates';
import { sectionTitle } from './admin-sections';
import { AdminTable, AdminTableStatus } from './admin-table';
import { SiteTime } from './site-time';

/** Rows of the audit trail (the audit page and the dashboard's last 10): when (site clock, UTC on hover), who, IP, action, what, summary. */
export function AuditEntriesTable(props: { items: AuditEntryItem[]; status: AdminTableStatus | undefined; caption?: string; showIp?: boolean }) {
  const showIp = props.showIp ?? true;
  return (
    <AdminTable
      colSpan={showIp ? 6 : 5}
      status={props.status}
      rowCount={props.items.length}
      emptyText="No entries match."
      className="audit-table small"
      head={
        <>
          <th scope="col">When ({zoneAbbreviation()})</th>
          <th scope="col">User</th>
          {showIp ? <th scope="col">IP</th> : null}
          <th scope="col">Action</th>
          <th scope="col">What</th>
          <th scope="col">Summary</th>
        </>
      }
    >
      {props.items.map((e) => (
        <tr key={e.id}>
          <td className="text-nowrap">
            <SiteTime iso={e.at} />
          </td>
          <td className="text-break">{e.actorEmail}</td>
          {showIp ? <td className="text-nowrap">{e.ip ?? '—'}</td> : null}
          <td className="text-nowrap">
            <code>{e.action}</code>
          </td>
          <td>
            {e.section ? <span className="text-muted">{sectionTitle(e.section)}</span> : null}
            {e.itemTitle || e.itemId !== null ? (
              <div>
                {e.itemPath ? <Link to={e.itemPath}>{e.itemTitle ?? `#${e.itemId}`}</Link> : (e.itemTitle ?? `#${e.itemId}`)}
                {e.itemId !== null ? <span className="text-muted"> (#{e.itemId})</span> : null}
              </div>
            ) : null}
            {e.versionPath ? (
              <div>
                <Link to={e.versionPath} className="d-inline-block py-1" aria-label={`Version ${e.versionId} of ${e.itemTitle ?? `item ${e.itemId}`}`}>
                  Version {e.versionId}
                </Link>
              </div>
            ) : null}
          </td>
          {/* Entries written before summaries named their dates on the site's clock still read that way. */}
          <td className="text-break">{formatTimestampsIn(e.summary, siteTimeZone())}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
