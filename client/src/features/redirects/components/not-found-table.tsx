import type { Paged } from '@contract/envelope';
import type { NotFoundEntry, NotFoundFilterRequest } from '@contract/redirects';
import { FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';

import { AdminTable } from '../../../components/admin/admin-table';
import { ListPager } from '../../../components/admin/list-pager';
import { formatWhen } from './format';

interface Props {
  list: Paged<NotFoundEntry> | null;
  loading: boolean;
  query: NotFoundFilterRequest;
  onQuery(q: Partial<NotFoundFilterRequest>): void;
  onCreateRedirect(path: string): void;
  onIgnore(ids: number[], ignored: boolean): void;
  onRemove(id: number): void;
}

/** The 404 log: most requested missing paths first, one click to redirect one, and an ignore list. */
export function NotFoundTable({ list, loading, query, onQuery, onCreateRedirect, onIgnore, onRemove }: Props) {
  const [search, setSearch] = useState(query.search ?? '');
  const items = list?.items ?? [];
  const showingIgnored = !!query.ignored;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onQuery({ search, start: 0 });
  };
  const start = list?.start ?? 0;
  const length = query.length ?? 25;
  return (
    <>
      <p className="text-muted small mb-3">Page addresses visitors asked for that do not exist on the site, counted by path. Redirect the ones worth keeping; ignore the rest.</p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form onSubmit={submit} className="d-flex gap-2 me-auto" role="search">
          <Form.Group controlId="not-found-search">
            <Form.Label className="visually-hidden">Search the 404 log</Form.Label>
            <Form.Control type="search" placeholder="Search paths" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Form.Group>
          <Button type="submit" variant="outline-secondary">
            Search
          </Button>
        </Form>
        <ButtonGroup aria-label="Which entries">
          <Button variant={showingIgnored ? 'outline-secondary' : 'secondary'} aria-pressed={!showingIgnored} onClick={() => onQuery({ ignored: false, start: 0 })}>
            Open
          </Button>
          <Button variant={showingIgnored ? 'secondary' : 'outline-secondary'} aria-pressed={showingIgnored} onClick={() => onQuery({ ignored: true, start: 0 })}>
            Ignore List
          </Button>
        </ButtonGroup>
      </div>
      <AdminTable
        colSpan={5}
        status={list ? 'succeeded' : loading ? 'loading' : 'idle'}
        rowCount={items.length}
        emptyText={showingIgnored ? 'The ignore list is empty.' : 'No missing pages have been logged.'}
        loadingText="Loading the 404 log..."
        head={
          <>
            <th scope="col">Path</th>
            <th scope="col">Hits</th>
            <th scope="col">Last Seen</th>
            <th scope="col">Referrer</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {items.map((n) => (
          <tr key={n.id}>
            <td className="text-break">
              <code className="redirects-path">{n.path}</code>
            </td>
            <td>{n.hits.toLocaleString('en-US')}</td>
            <td className="text-nowrap">{formatWhen(n.lastSeen)}</td>
            <td className="text-break small text-muted">{n.referrer ?? '—'}</td>
            <td className="text-end text-nowrap">
              {!showingIgnored ? (
                <>
                  <Button size="sm" variant="primary" className="me-2" onClick={() => onCreateRedirect(n.path)} aria-label={`Create redirect for ${n.path}`}>
                    Create Redirect
                  </Button>
                  <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => onIgnore([n.id], true)} aria-label={`Ignore ${n.path}`}>
                    Ignore
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => onIgnore([n.id], false)} aria-label={`Stop ignoring ${n.path}`}>
                  Stop Ignoring
                </Button>
              )}
              <Button size="sm" variant="outline-danger" onClick={() => onRemove(n.id)} aria-label={`Remove ${n.path} from the log`}>
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
      {list && list.total > length ? <ListPager start={start} pageSize={length} total={list.total} onPage={(s) => onQuery({ start: s })} /> : null}
    </>
  );
}
