/** A small spinner beside a line of text that says what is loading (the text is what is announced). */
export function InlineSpinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
