import { REDIRECT_CSV_COLUMNS, RedirectImportReport } from '@contract/redirects';
import { ChangeEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';

interface Props {
  report: RedirectImportReport | null;
  busy: boolean;
  error: string | null;
  onRun(csv: string, dryRun: boolean): void;
  onReset(): void;
  onClose(): void;
}

const ACTION_LABEL = { create: 'New', update: 'Update', unchanged: 'Unchanged', error: 'Error' } as const;
const ACTION_BG = { create: 'success', update: 'info', unchanged: 'light', error: 'danger' } as const;

/** CSV import: read the file, dry run for a report, then import (all or nothing). */
export function CsvImportPanel({ report, busy, error, onRun, onReset, onClose }: Props) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    onReset();
    if (!file) {
      setCsv(null);
      return;
    }
    setFileName(file.name);
    setCsv(await file.text());
  };
  const shown = report?.rows.filter((r) => r.action !== 'unchanged') ?? [];
  return (
    <Card className="shadow-sm mb-3 redirects-import">
      <Card.Body>
        <div className="d-flex align-items-start">
          <h2 className="h5 me-auto">Import CSV</h2>
          <Button variant="link" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
        <p className="small text-muted">
          Columns: <code>{REDIRECT_CSV_COLUMNS.slice(0, 9).join(', ')}</code>. Only source, target and status are required; rows whose source already exists update that redirect. Run a
          dry run first: nothing is saved unless every row is valid.
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId="redirects-csv-file" className="me-auto">
            <Form.Label>CSV file</Form.Label>
            <Form.Control type="file" accept=".csv,text/csv" onChange={pick} />
          </Form.Group>
          <Button variant="outline-primary" disabled={!csv || busy} onClick={() => csv && onRun(csv, true)}>
            Dry Run
          </Button>
          <Button variant="primary" disabled={!csv || busy || !report || report.errors > 0 || report.applied} onClick={() => csv && onRun(csv, false)}>
            {busy ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
            Import
          </Button>
        </div>
        {error ? (
          <Alert variant="danger" role="alert" className="mt-3 mb-0">
            {error}
          </Alert>
        ) : null}
        {report ? (
          <div className="mt-3" role="status">
            <p className="mb-2">
              {report.applied ? `Imported ${fileName}: ` : report.dryRun ? `Dry run of ${fileName}: ` : `Nothing was imported from ${fileName}: `}
              {report.created} new, {report.updated} to update, {report.unchanged} unchanged, {report.errors} with errors.
              {report.errors && !report.applied ? ' Fix the rows with errors and try again.' : ''}
            </p>
            {shown.length ? (
              <div className="redirects-report">
                <Table size="sm" className="mb-0">
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col">Source</th>
                      <th scope="col">Result</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((r) => (
                      <tr key={r.line}>
                        <td>{r.line}</td>
                        <td className="text-break">
                          <code className="redirects-path">{r.source}</code>
                        </td>
                        <td>
                          <Badge bg={ACTION_BG[r.action]} text={r.action === 'unchanged' ? 'dark' : undefined} className="me-2">
                            {ACTION_LABEL[r.action]}
                          </Badge>
                          {r.message}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            ) : null}
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
