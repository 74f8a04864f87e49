import type { DirectoryRegion } from '@contract/directory';
import type { LocationClickRow, LocatorAreaRow, LocatorReport } from '@contract/locator';
import { Link } from 'react-router-dom';

import { AdminTable } from '../../../components/admin/admin-table';

export const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '–');
const regionName = (r: DirectoryRegion) => (r === 3 ? 'Canada' : 'US');

/** The radius each retailer search ended with, by country. */
export function RadiiTable({ radii }: { radii: LocatorReport['radii'] }) {
  return (
    <AdminTable
      colSpan={3}
      status="succeeded"
      rowCount={radii.length}
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
      {radii.map((r) => (
        <tr key={`${r.regionId}:${r.radius}`}>
          <td>{regionName(r.regionId)}</td>
          <td>
            {r.radius} {r.regionId === 3 ? 'km' : 'miles'}
          </td>
          <td className="text-end">{r.searches}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Directions, Call and Website clicks per rep or retailer. */
export function ClicksTable({ clicks }: { clicks: LocationClickRow[] | null }) {
  return (
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
  );
}

export function AreaTable({ caption, rows, empty }: { caption: string; rows: LocatorAreaRow[]; empty: string }) {
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
