import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';

export type AdminTableStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

interface AdminTableProps {
  /** The header cells (`<th scope="col">`), rendered in the one header row. */
  head: ReactNode;
  /** How many columns the loading and empty rows span. */
  colSpan: number;
  /** Where the list's request stands: a loading row while it runs, the empty row once it succeeded, both only with no rows. */
  status: AdminTableStatus | undefined;
  /** How many rows `children` renders. */
  rowCount: number;
  /** What the empty row says. */
  emptyText: ReactNode;
  /** Visible text beside the spinner; without it the spinner says a visually hidden "Loading…". */
  loadingText?: string;
  /** False when the page shows progress of its own (Load More lists). */
  loadingRow?: boolean;
  /** Extra classes for the card, the table and the empty row. */
  cardClassName?: string;
  className?: string;
  emptyRowClassName?: string;
  /** Wrap the table horizontally scrollable (default true). */
  responsive?: boolean;
  /** Optional `<colgroup>`. */
  colgroup?: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/** The one table of the admin lists: a card-wrapped, hover table with a header row, a loading row, an empty row and the rows. */
export function AdminTable(props: AdminTableProps) {
  const { status, rowCount, colSpan, loadingRow = true } = props;
  return (
    <div className={`card shadow-sm${props.cardClassName ? ` ${props.cardClassName}` : ''}`}>
      <Table responsive={props.responsive ?? true} hover className={`mb-0 align-middle${props.className ? ` ${props.className}` : ''}`}>
        {props.colgroup}
        <thead>
          <tr>{props.head}</tr>
        </thead>
        <tbody>
          {props.children}
          {loadingRow && status === 'loading' && !rowCount ? (
            <tr>
              {props.loadingText ? (
                <td colSpan={colSpan} className="text-center text-muted py-4" role="status">
                  <Spinner size="sm" className="me-2" aria-hidden />
                  {props.loadingText}
                </td>
              ) : (
                <td colSpan={colSpan} className="text-center py-4">
                  <Spinner size="sm" animation="border" role="status">
                    <span className="visually-hidden">Loading…</span>
                  </Spinner>
                </td>
              )}
            </tr>
          ) : null}
          {status === 'succeeded' && !rowCount ? (
            <tr className={props.emptyRowClassName}>
              <td colSpan={colSpan} className="text-center text-muted py-4">
                {props.emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </Table>
    </div>
  );
}
