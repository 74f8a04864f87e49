import type { RepDto, RetailerDto } from '@contract/directory';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPager } from '../../../components/admin/list-pager';
import { pageTitle } from '../../../lib/runtime-config';
import { directoryAdminSaga } from '../admin-saga';
import { DIRECTORY_PAGE_SIZE as PAGE_SIZE, directoryAdminActions as A, directoryAdminSlice, selectDirectoryAdmin } from '../admin-slice';
import { CsvExportButton, CsvImportPanel } from './csv-tools';

import '../directory-admin.css';

directoryAdminSlice.injectInto(rootReducer);
injectSaga('directoryAdmin', directoryAdminSaga);

type Tab = 'reps' | 'retailers';

/** /siteadmin/reps-retailers: tabs for reps and retailers with search, paging, CSV import and export. */
export function RepsRetailersAdminPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const tab: Tab = params.get('tab') === 'reps' ? 'reps' : 'retailers';
  const search = params.get('search') ?? '';
  const start = Math.max(0, Number(params.get('start')) || 0);
  const [query, setQuery] = useState(search);
  const { page, listStatus, listError: error } = useAppSelector(selectDirectoryAdmin);
  const loading = listStatus === 'loading' || listStatus === 'idle';
  const [showImport, setShowImport] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  useEffect(() => {
    document.title = pageTitle('Reps & Retailers');
    return () => void dispatch(A.listLeft());
  }, [dispatch]);
  useEffect(() => setQuery(search), [search]);

  useEffect(() => {
    dispatch(A.listRequested({ tab, search, start }));
  }, [dispatch, tab, search, start]);

  const go = (next: { tab?: Tab; search?: string; start?: number }) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? tab);
    const s = next.search ?? search;
    if (s) p.set('search', s);
    if (next.start) p.set('start', String(next.start));
    setParams(p);
  };

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ search: query.trim(), start: 0 });
  };

  const remove = (item: RepDto | RetailerDto) => {
    if (item.id && window.confirm(`Delete ${item.name}? This cannot be undone.`)) dispatch(A.deleteRequested({ tab, id: item.id }));
  };

  const total = page?.total ?? 0;
  const listQuery = search ? `?search=${encodeURIComponent(search)}` : '';
  return (
    <div className="directory-admin">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Reps &amp; Retailers</h1>
        <Link className="btn btn-primary" to={`/siteadmin/reps-retailers/${tab === 'reps' ? 'rep' : 'retailer'}/create`}>
          {tab === 'reps' ? 'Add Rep' : 'Add Retailer'}
        </Link>
        <Button variant="outline-secondary" onClick={() => setShowImport((v) => !v)} aria-expanded={showImport}>
          Import CSV
        </Button>
        <CsvExportButton kind={tab} />
      </div>
      {notice ? (
        <Alert variant="success" dismissible>
          {notice}
        </Alert>
      ) : null}
      <Nav variant="tabs" className="mb-3" role="tablist">
        {(['retailers', 'reps'] as Tab[]).map((t) => (
          <Nav.Item key={t}>
            <Nav.Link as="button" type="button" role="tab" aria-selected={tab === t} active={tab === t} onClick={() => go({ tab: t, search: '', start: 0 })}>
              {t === 'reps' ? 'Reps' : 'Retailers'}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {showImport ? <CsvImportPanel key={tab} kind={tab} /> : null}
      <div role="tabpanel" aria-label={tab === 'reps' ? 'Reps' : 'Retailers'}>
        <Form className="d-flex gap-2 mb-3" onSubmit={submitSearch} role="search">
          <Form.Control
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={tab === 'reps' ? 'Search reps' : 'Search retailers'}
            placeholder={tab === 'reps' ? 'Name, email or territory code' : 'Name, city, state or postal code'}
            style={{ maxWidth: 360 }}
          />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
          {tab === 'retailers' && page?.items.length ? (
            <Link className="btn btn-outline-secondary ms-auto" to={`/siteadmin/reps-retailers/retailer/edit/${page.items[0].id}/next${listQuery}`}>
              Work through list
            </Link>
          ) : null}
        </Form>
        {error ? (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        {loading && !page ? <Spinner aria-label="Loading" /> : null}
        {page ? (
          <>
            <AdminTable
              colSpan={6}
              status="succeeded"
              rowCount={page.items.length}
              emptyText="Nothing found."
              head={
                <>
                  <th scope="col">Name</th>
                  {tab === 'reps' ? (
                    <>
                      <th scope="col">Title</th>
                      <th scope="col">Region</th>
                      <th scope="col">Territory</th>
                    </>
                  ) : (
                    <>
                      <th scope="col">City</th>
                      <th scope="col">State</th>
                      <th scope="col">Postal code</th>
                    </>
                  )}
                  <th scope="col">Active</th>
                  <th scope="col" className="text-end">
                    Actions
                  </th>
                </>
              }
            >
              {page.items.map((item) => {
                const editPath = `/siteadmin/reps-retailers/${tab === 'reps' ? 'rep' : 'retailer'}/edit/${item.id}`;
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={editPath}>{item.name}</Link>
                    </td>
                    {tab === 'reps' ? (
                      <>
                        <td>{(item as RepDto).title}</td>
                        <td>{item.region === 3 ? 'Canada' : 'US'}</td>
                        <td className="territory-cell">{(item as RepDto).territory.join(', ')}</td>
                      </>
                    ) : (
                      <>
                        <td>{(item as RetailerDto).city}</td>
                        <td>{(item as RetailerDto).state}</td>
                        <td>{(item as RetailerDto).postalCode}</td>
                      </>
                    )}
                    <td>{item.active ? 'Yes' : 'No'}</td>
                    <td className="text-end text-nowrap">
                      <Link className="btn btn-sm btn-outline-primary me-1" to={editPath} aria-label={`Edit ${item.name}`}>
                        Edit
                      </Link>
                      <Button size="sm" variant="outline-danger" onClick={() => remove(item)} aria-label={`Delete ${item.name}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
            <ListPager start={start} pageSize={PAGE_SIZE} total={total} onPage={(s) => go({ start: s })} />
          </>
        ) : null}
      </div>
    </div>
  );
}
