import { DOCUMENT_ACCEPT, formatBytes } from '@contract/documents';
import { DragEvent, useId, useRef, useState } from 'react';

/** Drag-and-drop (or click to browse) for one file; the real check of the type happens on the server, from the bytes. */
export function FileDropZone(props: { file: File | null; onFile(file: File | null): void; label: string; error?: string; hint?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = e.dataTransfer.files?.[0];
    if (f) props.onFile(f);
  };
  return (
    <div>
      <label htmlFor={id} className="form-label fw-semibold">
        {props.label}
      </label>
      <div
        className={`doc-dropzone${over ? ' is-over' : ''}${props.error ? ' border-danger' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="file-drop-zone"
      >
        {props.file ? (
          <p className="mb-2">
            <span className="doc-dropzone__file">{props.file.name}</span> <span className="text-muted">({formatBytes(props.file.size)})</span>
          </p>
        ) : (
          <p className="mb-2 text-muted">Drag a file here, or choose one.</p>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          className="form-control"
          accept={DOCUMENT_ACCEPT}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => props.onFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className="form-text mb-0">
          {props.hint ?? 'PDF, PNG, JPEG, WebP, SVG, DOCX or XLSX.'}
        </p>
      </div>
      {props.error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {props.error}
        </div>
      ) : null}
    </div>
  );
}
