import { decodeOrder, FORMS_COLUMNS, FormsColumn, FormSubmissionItem, orderCode } from '@contract/forms';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { pageTitle } from '../../../lib/runtime-config';
import { adminFormsSaga } from '../admin-saga';
import { adminFormsActions, adminFormsSlice, selectAdminForms } from '../admin-slice';
import { FormsFilters } from '../components/forms-filters';
import { FormsRow } from '../components/forms-row';
import { SubmissionDialog } from '../components/submission-dialog';

import '../admin-forms.css';

adminFormsSlice.injectInto(rootReducer);
injectSaga('adminForms', adminFormsSaga);

const COLUMN_TITLES: Record<FormsColumn, string> = { name: 'Name', email: 'Email', created: 'Created', type: 'Type' };

/**
 * /siteadmin/forms: sortable list with Load More, filters (the case's status, owner, mine, unread, overdue among them),
 * search, CSV export, detail view, archive with confirmation; each name opens its case page.
 */
export function AdminFormsPage() {
  const dispatch = useAppDispatch();
  const { items, status, hasMore, filter, error, notice, archiveStatus, exportStatus, exportError } = useAppSelector(selectAdminForms);
  const [confirming, setConfirming] = useState<FormSubmissionItem | null>(null);
  const [viewing, setViewing] = useState<FormSubmissionItem | null>(null);
  const exporting = exportStatus === 'loading';
  const sort = decodeOrder(filter.order);

  const [params] = useSearchParams();
  const typeParam = params.get('type');

  useEffect(() => {
    document.title = pageTitle('Forms');
    // ?type=0 (contact requests) or ?type=1 (rep requests) opens the inbox filtered.
    dispatch(adminFormsActions.opened(typeParam === '0' || typeParam === '1' ? { filter: { type: Number(typeParam) } } : undefined));
  }, [dispatch, typeParam]);

  const sortBy = (column: FormsColumn) => dispatch(adminFormsActions.filterChanged({ order: orderCode(column, sort.column === column ? !sort.descending : false) }));

  const archive = () => {
    if (!confirming) return;
    dispatch(adminFormsActions.archiveRequested(confirming.id));
    setConfirming(null);
  };

  const loading = status === 'loading';
  return (
    <section aria-labelledby="forms-heading" className="admin-forms">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="forms-heading" className="h3 me-auto mb-0">
          Forms
        </h1>
        <Link to="/siteadmin/forms/response-times" className="btn btn-outline-secondary">
          Response times
        </Link>
        <Link to="/siteadmin/forms/settings" className="btn btn-outline-secondary">
          Settings
        </Link>
        <Button variant="outline-brand" onClick={() => dispatch(adminFormsActions.exportRequested())} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <FormsFilters />

      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {exportError ? (
        <Alert variant="danger" role="alert" onClose={() => dispatch(adminFormsActions.exportErrorDismissed())} dismissible>
          {exportError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" onClose={() => dispatch(adminFormsActions.noticeDismissed())} dismissible>
          {notice}
        </Alert>
      ) : null}

      <AdminTable
        cardClassName="admin-forms__card"
        className="admin-forms__table"
        responsive={false}
        colSpan={6}
        status={status}
        rowCount={items.length}
        loadingRow={false}
        emptyText="No form submissions match."
        emptyRowClassName="admin-forms__empty"
        colgroup={
          <colgroup>
            <col className="admin-forms__col-name" />
            <col className="admin-forms__col-email" />
            <col className="admin-forms__col-created" />
            <col className="admin-forms__col-type" />
            <col className="admin-forms__col-region" />
            <col className="admin-forms__col-actions" />
          </colgroup>
        }
        head={
          <>
            {FORMS_COLUMNS.map((c) => (
              <th key={c} scope="col" aria-sort={sort.column === c ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="admin-forms__sort" onClick={() => sortBy(c)}>
                  {COLUMN_TITLES[c]}
                  <span className={`admin-forms__arrow${sort.column === c ? ' is-on' : ''}`} aria-hidden="true">
                    {sort.column === c && sort.descending ? '▼' : '▲'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Region</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
      >
        {items.map((f) => (
          <FormsRow key={f.id} f={f} archiving={archiveStatus === 'loading'} onView={setViewing} onArchive={setConfirming} />
        ))}
      </AdminTable>

      <div className="d-flex align-items-center gap-3 mt-3">
        <span className="text-muted small" role="status">
          {loading ? (
            <>
              <Spinner size="sm" className="me-2" aria-hidden /> Loading...
            </>
          ) : (
            `Showing ${items.length} submission${items.length === 1 ? '' : 's'}`
          )}
        </span>
        {hasMore ? (
          <Button variant="primary" className="ms-auto" onClick={() => dispatch(adminFormsActions.moreRequested())} disabled={loading}>
            Load More
          </Button>
        ) : null}
      </div>

      <ConfirmDialog show={!!confirming} titleId="archive-form-title" title="Archive submission" confirmLabel="Archive" onCancel={() => setConfirming(null)} onConfirm={archive}>
        Are you sure you want to archive the submission from {confirming?.name}? It leaves this list and stays under Archived.
      </ConfirmDialog>

      <SubmissionDialog viewing={viewing} onHide={() => setViewing(null)} />
    </section>
  );
}
