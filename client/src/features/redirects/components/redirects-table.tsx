import type { Paged } from '@contract/envelope';
import type { RedirectFilterRequest, RedirectItem, RedirectSort } from '@contract/redirects';
import { FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ListPager } from '../../../components/admin/list-pager';
import { formatWhen } from './format';

interface Props {
  list: Paged<RedirectItem> | null;
  loading: boolean;
  query: RedirectFilterRequest;
  onQuery(q: Partial<RedirectFilterRequest>): void;
  onEdit(item: RedirectItem): void;
  onDelete(ids: number[]): void;
}

/** The rule list: search, sort by hits and last hit, paging, row and bulk delete. */
export function RedirectsTable({ list, loading, query, onQuery, onEdit, onDelete }: Props) {
  const [search, setSearch] = useState(query.search ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<{ ids: number[]; label: string } | null>(null);
  const items = list?.items ?? [];

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setSelected(new Set());
    onQuery({ search, start: 0 });
  };
  const sortBy = (sort: RedirectSort) => {
    const direction = query.sort === sort ? (query.direction === 'asc' ? 'desc' : 'asc') : sort === 'source' ? 'asc' : 'desc';
    onQuery({ sort, direction, start: 0 });
  };
  const sortHeader = (sort: RedirectSort, label: string) => {
    const active = query.sort === sort;
    const ariaSort = active ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined;
    return (
      <th scope="col" aria-sort={ariaSort} className="text-nowrap">
        <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => sortBy(sort)}>
          {label}
          <span aria-hidden className="ms-1 text-muted">
            {active ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const start = list?.start ?? 0;
  const length = query.length ?? 25;

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form onSubmit={submitSearch} className="d-flex gap-2 me-auto redirects-search" role="search">
          <Form.Group controlId="redirects-search">
            <Form.Label className="visually-hidden">Search redirects</Form.Label>
            <Form.Control type="search" placeholder="Search source, target or note" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Form.Group>
          <Button type="submit" variant="outline-secondary">
            Search
          </Button>
        </Form>
        <Button
          variant="outline-danger"
          disabled={!selected.size}
          onClick={() => setConfirming({ ids: [...selected], label: `${selected.size} selected redirect${selected.size === 1 ? '' : 's'}` })}
        >
          Delete Selected{selected.size ? ` (${selected.size})` : ''}
        </Button>
      </div>
      <AdminTable
        className="redirects-table"
        colSpan={8}
        status={list ? 'succeeded' : loading ? 'loading' : 'idle'}
        rowCount={items.length}
        emptyText={query.search ? 'No redirects match your search.' : 'No redirects yet.'}
        loadingText="Loading redirects..."
        head={
          <>
            <th scope="col" className="redirects-check">
              <Form.Check
                aria-label="Select all redirects on this page"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)))}
              />
            </th>
            {sortHeader('source', 'Source')}
            <th scope="col">Target</th>
            <th scope="col">Status</th>
            {sortHeader('hits', 'Hits')}
            {sortHeader('lastHit', 'Last Hit')}
            <th scope="col">Active</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {items.map((r) => (
          <tr key={r.id} className={r.active ? undefined : 'text-muted'}>
            <td className="redirects-check">
              <Form.Check aria-label={`Select ${r.source}`} checked={selected.has(r.id)} onChange={() => toggle(r.id)} />
            </td>
            <td className="text-break">
              <code className="redirects-path">{r.source}</code>
              {r.builtIn ? (
                <Badge bg="secondary" className="ms-2">
                  Built-in
                </Badge>
              ) : null}
              {r.host || r.regionId ? (
                <div className="small text-muted">{[r.host, r.regionId === 3 ? 'Canada site' : r.regionId === 2 ? 'US site' : null].filter(Boolean).join(' · ')}</div>
              ) : null}
              {r.note ? <div className="small text-muted">{r.note}</div> : null}
            </td>
            <td className="text-break">{r.status === 410 ? <span className="text-muted">Gone</span> : <span className="redirects-path">{r.target}</span>}</td>
            <td>
              <Badge bg={r.status === 410 ? 'dark' : r.status === 301 || r.status === 308 ? 'success' : 'warning'} text={r.status === 302 || r.status === 307 ? 'dark' : undefined}>
                {r.status}
              </Badge>
            </td>
            <td>{r.hits.toLocaleString('en-US')}</td>
            <td className="text-nowrap">{formatWhen(r.lastHitAt)}</td>
            <td>{r.active ? 'Yes' : 'No'}</td>
            <td className="text-end text-nowrap">
              <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => onEdit(r)} aria-label={`Edit ${r.source}`}>
                Edit
              </Button>
              {!r.builtIn ? (
                <Button size="sm" variant="outline-danger" onClick={() => setConfirming({ ids: [r.id], label: r.source })} aria-label={`Delete ${r.source}`}>
                  Delete
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      {list && list.total > 0 ? <ListPager start={start} pageSize={length} total={list.total} onPage={(s) => onQuery({ start: s })} /> : null}
      <ConfirmDialog
        show={!!confirming}
        titleId="delete-redirect-title"
        title="Delete Redirect"
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.ids);
          setSelected(new Set());
          setConfirming(null);
        }}
      >
        Delete {confirming?.label}? Visitors of the old address will no longer be redirected.
      </ConfirmDialog>
    </>
  );
}
