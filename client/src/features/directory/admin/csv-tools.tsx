import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { directoryAdminActions as A, selectDirectoryAdmin } from '../admin-slice';

type Kind = 'reps' | 'retailers';

export function CsvExportButton({ kind }: { kind: Kind }) {
  const dispatch = useAppDispatch();
  const { exportStatus, exportError: error } = useAppSelector(selectDirectoryAdmin);
  const busy = exportStatus === 'loading';
  return (
    <>
      <Button variant="outline-secondary" onClick={() => dispatch(A.exportRequested(kind))} disabled={busy}>
        {busy ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
        Export CSV
      </Button>
      {error ? <span className="text-danger small">{error}</span> : null}
    </>
  );
}

/** CSV import: a dry run reports what would be added, updated and rejected; Import then commits the file (the list then reloads). */
export function CsvImportPanel({ kind }: { kind: Kind }) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { importStatus, importReport: report, importError: error } = useAppSelector(selectDirectoryAdmin);
  const busy = importStatus === 'loading';
  const noun = kind === 'reps' ? 'reps' : 'retailers';

  useEffect(() => {
    dispatch(A.importReset());
  }, [dispatch]);
  // Imported: the file is done with.
  useEffect(() => {
    if (report && !report.dryRun) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  }, [report]);

  const run = (dryRun: boolean) => {
    if (file) dispatch(A.importRequested({ tab: kind, file, dryRun }));
  };

  return (
    <section className="csv-import card card-body mb-3" aria-label={`Import ${noun} from CSV`}>
      <h2 className="h6">Import {noun} from CSV</h2>
      <p className="small text-muted mb-2">
        The first line names the columns (as in an export). Rows with an id update that {kind === 'reps' ? 'rep' : 'retailer'}; rows without one are added. Check the file first:
        nothing is saved until you import it.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`csv-file-${kind}`}>
          <Form.Label className="small mb-1">CSV file</Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile((e.target as HTMLInputElement).files?.[0] ?? null);
              dispatch(A.importReset());
            }}
          />
        </Form.Group>
        <Button variant="outline-primary" disabled={!file || busy} onClick={() => run(true)}>
          Check file
        </Button>
        <Button variant="primary" disabled={!file || busy || !report?.dryRun} onClick={() => run(false)}>
          Import
        </Button>
        {busy ? <Spinner size="sm" aria-label="Working" /> : null}
      </div>
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {error}
        </Alert>
      ) : null}
      {report ? (
        <div className="mt-3" role="status">
          <p className="mb-2">
            {report.dryRun ? 'Dry run: ' : 'Imported: '}
            <strong>{report.added}</strong> {report.dryRun ? 'to add' : 'added'}, <strong>{report.updated}</strong> {report.dryRun ? 'to update' : 'updated'},{' '}
            <strong>{report.rejected.length}</strong> rejected.
          </p>
          {report.rejected.length ? (
            <Table size="sm" bordered className="bg-white small">
              <caption className="caption-top">Rejected rows</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.rejected.map((r) => (
                  <tr key={r.line}>
                    <td>{r.line}</td>
                    <td>{r.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
