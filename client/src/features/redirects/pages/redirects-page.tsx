import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { pageTitle } from '../../../lib/runtime-config';
import { CsvImportPanel } from '../components/csv-import-panel';
import { NotFoundTable } from '../components/not-found-table';
import { RedirectFormModal } from '../components/redirect-form-modal';
import { RedirectsTable } from '../components/redirects-table';
import { redirectsSaga } from '../saga';
import { selectRedirects } from '../selectors';
import { redirectsActions as A, redirectsSlice } from '../slice';

import '../redirects.css';

redirectsSlice.injectInto(rootReducer);
injectSaga('redirects', redirectsSaga);

type TabKey = 'rules' | 'not-found';

/** /siteadmin/redirects: the rules, CSV import/export, and the 404 log. */
export function RedirectsPage() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectRedirects);
  const [tab, setTab] = useState<TabKey>('rules');
  const [importing, setImporting] = useState(false);

  const [params, setParams] = useSearchParams();
  const presetSource = params.get('source');
  const adding = params.get('add') === '1';

  useEffect(() => {
    document.title = pageTitle('Redirects');
    dispatch(A.listRequested());
    dispatch(A.notFoundRequested());
  }, [dispatch]);
  // "Create redirect" from the link report (/siteadmin/redirects?source=/old-path): the add form, prefilled.
  useEffect(() => {
    if (!presetSource) return;
    dispatch(A.editorOpened({ item: null, preset: { source: presetSource, status: 301 } }));
    setParams({}, { replace: true });
  }, [presetSource, dispatch, setParams]);
  // "Add redirect" from the dashboard (/siteadmin/redirects?add=1): the empty add form.
  useEffect(() => {
    if (!adding) return;
    dispatch(A.editorOpened({ item: null }));
    setParams({}, { replace: true });
  }, [adding, dispatch, setParams]);

  const openLog = s.notFound?.total ?? 0;

  return (
    <section aria-labelledby="redirects-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="redirects-heading" className="h3 me-auto mb-0">
          Redirects
        </h1>
        <Button variant="outline-secondary" onClick={() => dispatch(A.exportRequested())}>
          Export CSV
        </Button>
        <Button
          variant="outline-secondary"
          aria-expanded={importing}
          onClick={() => {
            dispatch(A.importReset());
            setImporting((v) => !v);
          }}
        >
          Import CSV
        </Button>
        <Button variant="primary" onClick={() => dispatch(A.editorOpened({ item: null }))}>
          Add Redirect
        </Button>
      </div>
      {s.notice ? (
        <Alert variant="success" role="status" dismissible onClose={() => dispatch(A.noticeDismissed())}>
          {s.notice}
        </Alert>
      ) : null}
      {importing ? (
        <CsvImportPanel
          report={s.importReport}
          busy={s.importStatus === 'loading'}
          error={s.importError}
          onRun={(csv, dryRun) => dispatch(A.importRequested({ csv, dryRun }))}
          onReset={() => dispatch(A.importReset())}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <Tabs activeKey={tab} onSelect={(k) => setTab((k as TabKey) ?? 'rules')} className="mb-3 redirects-tabs" id="redirects-tabs" mountOnEnter>
        <Tab eventKey="rules" title="Redirects">
          {s.listError ? (
            <Alert variant="danger" role="alert">
              {s.listError}
            </Alert>
          ) : null}
          <RedirectsTable
            list={s.list}
            loading={s.listStatus === 'loading'}
            query={s.query}
            onQuery={(q) => dispatch(A.listRequested(q))}
            onEdit={(item) => dispatch(A.editorOpened({ item }))}
            onDelete={(ids) => dispatch(A.deleteRequested({ ids }))}
          />
        </Tab>
        <Tab eventKey="not-found" title={`404 Log${openLog && !s.notFoundQuery.ignored ? ` (${openLog})` : ''}`}>
          {s.notFoundError ? (
            <Alert variant="danger" role="alert">
              {s.notFoundError}
            </Alert>
          ) : null}
          <NotFoundTable
            list={s.notFound}
            loading={s.notFoundStatus === 'loading'}
            query={s.notFoundQuery}
            onQuery={(q) => dispatch(A.notFoundRequested(q))}
            onCreateRedirect={(path) => dispatch(A.editorOpened({ item: null, preset: { source: path, status: 301 } }))}
            onIgnore={(ids, ignored) => dispatch(A.ignoreRequested({ ids, ignored }))}
            onRemove={(id) => dispatch(A.notFoundRemoveRequested({ id }))}
          />
        </Tab>
      </Tabs>
      {s.editor ? (
        <RedirectFormModal
          item={s.editor.item}
          preset={s.editor.preset}
          saving={s.saveStatus === 'loading'}
          error={s.saveError}
          errors={s.saveErrors}
          warnings={s.saveWarnings}
          test={s.test}
          onSave={(id, body) => dispatch(A.saveRequested({ id, body }))}
          onTest={(request) => dispatch(A.testRequested(request))}
          onClose={() => dispatch(A.editorClosed())}
        />
      ) : null}
    </section>
  );
}
