import Button from 'react-bootstrap/Button';

/** The one Previous / Next pager of the admin lists: "Showing 21–40 of 57". */
export function ListPager(props: { start: number; pageSize: number; total: number; onPage(start: number): void }) {
  const { start, pageSize, total } = props;
  return (
    <nav className="d-flex align-items-center gap-2 mt-3" aria-label="Pagination">
      <span className="me-auto small text-muted">{total ? `Showing ${start + 1}–${Math.min(start + pageSize, total)} of ${total}` : ''}</span>
      <Button size="sm" variant="outline-secondary" disabled={start === 0} onClick={() => props.onPage(Math.max(0, start - pageSize))}>
        Previous
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={start + pageSize >= total} onClick={() => props.onPage(start + pageSize)}>
        Next
      </Button>
    </nav>
  );
}
