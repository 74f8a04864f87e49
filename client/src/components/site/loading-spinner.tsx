/**
 * Bootstrap's spinner, as react-bootstrap's Spinner renders it (`<div role="status" class="spinner-border">`), for the
 * public pages' loading states: the markup alone, so a first load does not carry react-bootstrap's Spinner, its
 * theme provider and classnames for a state a server-rendered page never shows.
 */
export function LoadingSpinner(props: { label?: string }) {
  return (
    <div className="spinner-border" role="status">
      <span className="visually-hidden">{props.label ?? 'Loading…'}</span>
    </div>
  );
}

/** A small spinner beside a line of text that says what is loading (the text is what is announced). */
export function InlineSpinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
