import { DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentFilterRequest, DocumentKind, formatBytes } from '@contract/documents';
import { REGION_CODE, RegionId } from '@contract/regions';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { CopyLinkButton } from '../components/copy-link-button';
import { fileKind } from '../product-labels';
import { documentLibrarySaga } from '../saga';
import { selectDocumentList, selectDocumentSave } from '../selectors';
import { documentLibraryActions, documentLibrarySlice, PAGE_SIZE } from '../slice';

import '../documents.css';

documentLibrarySlice.injectInto(rootReducer);
injectSaga('documentLibrary', documentLibrarySaga);

/** /siteadmin/document-library: search, filter by kind and region, sort by date. */
export function DocumentLibraryPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectDocumentList);
  const save = useAppSelector(selectDocumentSave);
  const [search, setSearch] = useState(list.filter.search ?? '');
  const [kind, setKind] = useState<DocumentKind | ''>(list.filter.kind ?? '');
  const [region, setRegion] = useState<RegionId | ''>(list.filter.regionId ?? '');
  const [sort, setSort] = useState<'newest' | 'oldest' | 'title'>(list.filter.sort ?? 'newest');

  const filter = (start = 0): DocumentFilterRequest => ({
    search: search.trim() || undefined,
    kind: kind || undefined,
    regionId: region || undefined,
    sort,
    start,
    length: PAGE_SIZE,
  });

  useEffect(() => {
    document.title = pageTitle('Document Library');
  }, []);
  // Search as the user types (debounced); filters and sort apply at once.
  useEffect(() => {
    const t = setTimeout(() => dispatch(documentLibraryActions.listRequested({ filter: filter() })), search ? 250 : 0);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, search, kind, region, sort]);

  return (
    <section aria-labelledby="doclib-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="doclib-heading" className="h3 me-auto mb-0">
          Document Library
        </h1>
        <Link to="/siteadmin/document-library/subscribers" className="btn btn-outline-primary">
          Subscribers
        </Link>
        <Link to="/siteadmin/document-library/change-notices" className="btn btn-outline-primary">
          Change notices
        </Link>
        <Link to="/siteadmin/document-library/create" className="btn btn-primary">
          Add Document
        </Link>
      </div>
      {save.notice ? (
        <Alert variant="success" role="status" dismissible onClose={() => dispatch(documentLibraryActions.noticeDismissed())}>
          {save.notice}
        </Alert>
      ) : null}
      <Form className="row g-2 mb-3" role="search" onSubmit={(e) => e.preventDefault()}>
        <Form.Group className="col-12 col-md-4" controlId="doclib-search">
          <Form.Label>Search</Form.Label>
          <Form.Control type="search" placeholder="Title, file name or GUID" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="doclib-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select value={kind} onChange={(e) => setKind(e.target.value as DocumentKind | '')}>
            <option value="">All kinds</option>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {DOCUMENT_KIND_NAME[k]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-2" controlId="doclib-region">
          <Form.Label>Region</Form.Label>
          <Form.Select value={region} onChange={(e) => setRegion(e.target.value ? (Number(e.target.value) as RegionId) : '')}>
            <option value="">All regions</option>
            <option value="2">US</option>
            <option value="3">Canada</option>
            <option value="4">International</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-3" controlId="doclib-sort">
          <Form.Label>Sort</Form.Label>
          <Form.Select value={sort} onChange={(e) => setSort(e.target.value as 'newest' | 'oldest' | 'title')}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="title">Title A–Z</option>
          </Form.Select>
        </Form.Group>
      </Form>
      {list.error ? (
        <Alert variant="danger" role="alert">
          {list.error}
        </Alert>
      ) : null}
      <AdminTable
        colSpan={6}
        status={list.status}
        rowCount={list.items.length}
        loadingRow={false}
        emptyText="No documents match."
        head={
          <>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Regions</th>
            <th scope="col">File</th>
            <th scope="col">Updated</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {list.items.map((d) => (
          <tr key={d.id}>
            <td className="fw-semibold">
              <Link to={`/siteadmin/document-library/edit/${d.id}`}>{d.title}</Link>
            </td>
            <td>{DOCUMENT_KIND_NAME[d.kind]}</td>
            <td>{d.regionIds.map((r) => REGION_CODE[r]).join(', ')}</td>
            <td className="text-break small">
              {d.fileName}
              <span className="text-muted d-block">
                {fileKind(d.contentType)}, {formatBytes(d.size)}
                {d.width && d.height ? `, ${d.width}×${d.height}` : ''}
              </span>
            </td>
            <td className="text-nowrap small">
              <SiteTime iso={d.updated} />
            </td>
            <td className="text-end text-nowrap">
              <a href={d.url} target="_blank" rel="noopener" className="btn btn-sm btn-outline-secondary me-2" aria-label={`Open ${d.title}`}>
                Open
              </a>
              <CopyLinkButton url={d.url} label={`Copy link to ${d.title}`} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <div className="d-flex align-items-center gap-3 mt-3">
        {list.status === 'loading' ? (
          <span role="status" className="text-muted">
            <Spinner size="sm" className="me-2" aria-hidden />
            Loading documents...
          </span>
        ) : (
          <span className="text-muted small">
            Showing {list.items.length} of {list.total}
          </span>
        )}
        {list.status === 'succeeded' && list.items.length < list.total ? (
          <Button variant="outline-secondary" onClick={() => dispatch(documentLibraryActions.listRequested({ filter: filter(list.items.length), append: true }))}>
            Load More
          </Button>
        ) : null}
      </div>
    </section>
  );
}
