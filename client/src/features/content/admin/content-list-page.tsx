import type { ContentFilterRequest, ContentKind, ContentStatus, ContentSummary } from '@contract/content';
import { resourceTypeName } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicPathFor } from '@contract/content-paths';
import { REGION_CODE, RegionId } from '@contract/regions';
import { FormEvent, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga, RootState } from '../../../app/store';
import { formatShortDate } from '../../../components/admin/admin-dates';
import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ListPager } from '../../../components/admin/list-pager';
import { pageTitle } from '../../../lib/runtime-config';
import { filterFromParams, paramsFromFilter } from './list-filter-params';
import { contentAdminSaga } from './saga';
import { ADMIN_PAGE_SIZE, contentAdminActions as A, contentAdminSlice } from './slice';
import { LanguageCell, LanguageFilter } from './translation-list';

import './content-admin.css';

contentAdminSlice.injectInto(rootReducer);
injectSaga('contentAdmin', contentAdminSaga);

const STATUS_LABEL: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };
const STATUS_BG: Record<ContentStatus, string> = { draft: 'secondary', published: 'success', scheduled: 'info' };
const shortDate = formatShortDate;

/** The one admin list for every content kind: search, region/type/status filters, sort, paging, pin, delete, restore. */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const definition = publicKind(kind);
  const { section } = definition;
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: RootState) => s.contentAdmin?.list);
  // Restoring a deleted item is an Administrator's (the server refuses anyone else).
  const isAdministrator = useAppSelector((s: RootState) => s.auth.roles?.includes('Administrator') ?? false);
  // The filter lives in the address (list-filter-params.ts): Back from an item comes back to the list as it was left,
  // and the dashboard's counts link here with ?status=.
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string stands for the params object.
  const filter = useMemo(() => filterFromParams(params, ADMIN_PAGE_SIZE), [query]);
  const setFilter = (next: ContentFilterRequest) => setParams(paramsFromFilter(next), { replace: true });
  const [search, setSearch] = useState(filter.search ?? '');
  const [confirm, setConfirm] = useState<ContentSummary | null>(null);
  const canCreate = definition.creatable;

  useEffect(() => {
    document.title = pageTitle(section.title);
  }, [section.title]);
  useEffect(() => {
    dispatch(A.listRequested({ kind, filter }));
  }, [dispatch, kind, filter]);
  useEffect(() => () => void dispatch(A.noticeDismissed()), [dispatch]);

  const change = (patch: Partial<ContentFilterRequest>) => setFilter({ ...filter, ...patch, start: 0 });
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    change({ search: search.trim() || undefined });
  };
  const start = filter.start ?? 0;
  const total = list?.total ?? 0;
  const items = list?.kind === kind ? (list?.items ?? []) : [];

  return (
    <div className="content-admin">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{section.title}</h1>
        {canCreate ? (
          <Link className="btn btn-primary" to={`${section.path}/create`}>
            Add New
          </Link>
        ) : null}
      </div>
      <Form className="content-admin__filters card card-body mb-3" onSubmit={submitSearch}>
        <div className="row g-2 align-items-end">
          <Form.Group className="col-md-4" controlId="content-search">
            <Form.Label>Search</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Title or text" />
              <Button type="submit" variant="outline-primary">
                Search
              </Button>
            </div>
          </Form.Group>
          <Form.Group className="col-6 col-md-2" controlId="content-region">
            <Form.Label>Region</Form.Label>
            <Form.Select value={filter.regionId ?? ''} onChange={(e) => change({ regionId: e.target.value ? (Number(e.target.value) as RegionId) : undefined })}>
              <option value="">All regions</option>
              <option value="2">US</option>
              <option value="3">Canada</option>
              <option value="4">International</option>
            </Form.Select>
          </Form.Group>
          <LanguageFilter value={filter.locale} onChange={(locale) => change({ locale })} />
          {definition.typed ? (
            <Form.Group className="col-6 col-md-2" controlId="content-type">
              <Form.Label>Type</Form.Label>
              <Form.Select value={filter.resourceType ?? ''} onChange={(e) => change({ resourceType: e.target.value === '' ? undefined : Number(e.target.value) })}>
                <option value="">All types</option>
                <option value="0">Article</option>
                <option value="1">Research</option>
                <option value="2">Podcast</option>
              </Form.Select>
            </Form.Group>
          ) : null}
          <Form.Group className="col-6 col-md-2" controlId="content-status">
            <Form.Label>Status</Form.Label>
            <Form.Select
              value={filter.deleted ? 'deleted' : (filter.status ?? '')}
              onChange={(e) =>
                change(e.target.value === 'deleted' ? { deleted: true, status: undefined } : { deleted: undefined, status: (e.target.value || undefined) as ContentStatus | undefined })
              }
            >
              <option value="">All</option>
              <option value="published">Published</option>
              <option value="scheduled">Scheduled</option>
              <option value="draft">Draft</option>
              {canCreate ? <option value="deleted">Deleted</option> : null}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6 col-md-2" controlId="content-sort">
            <Form.Label>Sort</Form.Label>
            <Form.Select value={filter.sort ?? 'newest'} onChange={(e) => change({ sort: e.target.value as ContentFilterRequest['sort'] })}>
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
              <option value="title">Title A–Z</option>
            </Form.Select>
          </Form.Group>
        </div>
      </Form>
      {list?.notice ? (
        <Alert variant="success" dismissible onClose={() => dispatch(A.noticeDismissed())}>
          {list.notice}
        </Alert>
      ) : null}
      {list?.error ? (
        <Alert variant="danger" dismissible onClose={() => dispatch(A.noticeDismissed())}>
          {list.error}
        </Alert>
      ) : null}
      <AdminTable
        className="content-admin__table"
        colSpan={8}
        status={list?.status}
        rowCount={items.length}
        emptyText="No items found."
        head={
          <>
            <th scope="col">Title</th>
            {definition.typed ? <th scope="col">Type</th> : null}
            <th scope="col">Language</th>
            <th scope="col">Regions</th>
            <th scope="col">Status</th>
            <th scope="col">Published</th>
            {definition.pinnable ? <th scope="col">Pinned</th> : null}
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {items.map((item) => (
          <tr key={item.baseId}>
            <td>
              {filter.deleted ? item.title : <Link to={`${section.path}/edit/${item.baseId}`}>{item.title}</Link>}
              <div className="small text-muted">/{item.slug}</div>
            </td>
            {definition.typed ? <td>{resourceTypeName(item.resourceType)}</td> : null}
            <LanguageCell item={item} />
            <td>{item.regionIds.map((r) => REGION_CODE[r]).join(', ')}</td>
            <td>
              <Badge bg={STATUS_BG[item.status]}>{STATUS_LABEL[item.status]}</Badge>
            </td>
            <td>{shortDate(item.publishedAt)}</td>
            {definition.pinnable ? (
              <td>
                <Form.Check
                  type="switch"
                  id={`pin-${item.baseId}`}
                  checked={item.pinned}
                  disabled={!!filter.deleted}
                  aria-label={`Pin ${item.title}`}
                  onChange={(e) => dispatch(A.pinToggled({ kind, baseId: item.baseId, type: item.resourceType ?? 0, pinned: e.target.checked }))}
                />
              </td>
            ) : null}
            <td className="text-end text-nowrap">
              {filter.deleted ? (
                isAdministrator ? (
                  <Button size="sm" variant="outline-success" onClick={() => dispatch(A.restoreRequested({ kind, baseId: item.baseId, title: item.title }))}>
                    Restore
                  </Button>
                ) : (
                  <span className="small text-muted">Only an Administrator can restore</span>
                )
              ) : (
                <>
                  <Link className="btn btn-sm btn-outline-primary me-1" to={`${section.path}/edit/${item.baseId}`} aria-label={`Edit ${item.title}`}>
                    Edit
                  </Link>
                  {item.status !== 'draft' && definition.hasItemPage ? (
                    <a
                      className="btn btn-sm btn-outline-secondary me-1"
                      href={publicPathFor(kind, item.slug, item.regionIds[0] ?? 2, item.locale)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${item.title}`}
                    >
                      View
                    </a>
                  ) : null}
                  {canCreate ? (
                    <Button size="sm" variant="outline-danger" onClick={() => setConfirm(item)} aria-label={`Delete ${item.title}`}>
                      Delete
                    </Button>
                  ) : null}
                </>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <ListPager start={start} pageSize={ADMIN_PAGE_SIZE} total={total} onPage={(s) => setFilter({ ...filter, start: s })} />
      <ConfirmDialog
        show={!!confirm}
        titleId="delete-content-title"
        title="Delete item"
        confirmLabel="Delete"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) dispatch(A.deleteConfirmed({ kind, baseId: confirm.baseId, title: confirm.title }));
          setConfirm(null);
        }}
      >
        Are you sure you want to delete “{confirm?.title}”? It leaves the public site at once; an Administrator can restore it.
      </ConfirmDialog>
    </div>
  );
}

const cache = new Map<ContentKind, () => React.JSX.Element>();
/** A stable route component per section (routes.tsx). */
export function sectionList(kind: ContentKind) {
  if (!cache.has(kind)) cache.set(kind, () => <ContentListPage key={kind} kind={kind} />);
  return cache.get(kind)!;
}
