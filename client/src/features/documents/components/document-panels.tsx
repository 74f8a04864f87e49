import { publicKinds } from '@contract/content-kinds';
import type { DocumentDetail, DocumentFileInfo } from '@contract/documents';
import { formatBytes } from '@contract/documents';
import { LABEL_TYPES, labelDocumentPath, qrUrl, revisionUrl } from '@contract/labels';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { formatZonedDateTime } from '../../../components/admin/admin-dates';
import { SiteTime } from '../../../components/admin/site-time';
import { fileKind } from '../product-labels';
import { CopyLinkButton } from './copy-link-button';

/** "Product label", "Press release": the kind's singular from its definition, capitalised. */
function kindName(kind: string): string {
  const def = publicKinds().find((d) => d.kind === kind);
  return def ? def.section.singular.charAt(0).toUpperCase() + def.section.singular.slice(1) : kind;
}

/** The document's permanent link, its document page, QR codes for packaging, and a preview of an image. */
export function PublicLinkCard({ item, current }: { item: DocumentDetail; current: DocumentFileInfo }) {
  return (
    <div className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h6 fw-bold">Public link</h2>
        <div className="doc-link-box mb-2">
          <Form.Control readOnly value={new URL(item.url, window.location.origin).toString()} aria-label="Public link" onFocus={(e) => e.target.select()} />
          <CopyLinkButton url={item.url} label="Copy public link" />
        </div>
        <p className="small text-muted mb-2">This link never changes: replacing the file keeps every published link working.</p>
        <a href={item.url} target="_blank" rel="noopener" className="small">
          Open current file
        </a>
        {' · '}
        <a href={labelDocumentPath(item.guid)} target="_blank" rel="noopener" className="small">
          Open document page
        </a>
        <div className="mt-3 d-flex align-items-center gap-3">
          <img src={qrUrl(item.guid, 'svg')} alt={`QR code of the link to ${item.title}`} width={96} height={96} />
          <span className="small">
            QR code for packaging and shelf tags:{' '}
            <a href={qrUrl(item.guid, 'svg')} download>
              SVG
            </a>{' '}
            <a href={qrUrl(item.guid, 'png')} download>
              PNG
            </a>
          </span>
        </div>
        {current.contentType.startsWith('image/') ? (
          <div className="mt-3">
            <img className="doc-thumb" src={`${item.url}?v=${current.id}`} alt={`Preview of ${item.title}`} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The content that links to the document. */
export function UsedByCard({ item }: { item: DocumentDetail }) {
  return (
    <div className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h6 fw-bold">Used by</h2>
        {item.usedBy.length ? (
          <ul className="list-unstyled mb-0 small">
            {item.usedBy.map((u) => (
              <li key={`${u.kind}-${u.baseId}`}>
                <Link to={`/siteadmin/${u.kind}/edit/${u.baseId}`}>{u.title}</Link> <span className="text-muted">({kindName(u.kind)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="small text-muted mb-0">No content links this document yet.</p>
        )}
      </div>
    </div>
  );
}

/**
 * Every file of the document's history: each revision's dates and note, Restore for an earlier file, and (for an
 * Administrator) Delete.
 */
export function FileHistoryCard(props: {
  item: DocumentDetail;
  busy: boolean;
  isAdministrator: boolean;
  onRestore(file: DocumentFileInfo): void;
  onDeleteRevision(file: DocumentFileInfo): void;
}) {
  const { item, busy, isAdministrator, onRestore, onDeleteRevision } = props;
  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <h2 className="h6 fw-bold">File history</h2>
        <Table size="sm" responsive className="mb-0 align-middle" aria-label="File history">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Uploaded</th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">Status</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {item.files.map((f) => (
              <tr key={f.id}>
                <td className="small text-break">
                  {f.current || LABEL_TYPES.includes(item.kind) ? (
                    <a href={f.current ? item.url : revisionUrl(item.guid, f.revisionNo)} target="_blank" rel="noopener">
                      Revision {f.revisionNo}
                    </a>
                  ) : (
                    // Only labels-library documents serve earlier revisions publicly.
                    <span>Revision {f.revisionNo}</span>
                  )}{' '}
                  {f.fileName}
                  <span className="text-muted d-block">
                    {f.revisionDate ? `Revision date ${f.revisionDate}. ` : ''}
                    {f.whatChanged ? `What changed: ${endSentence(f.whatChanged)} ` : ''}
                    {f.validUntil ? `Valid on existing stock until ${f.validUntil}. ` : ''}
                    {f.textStatus === 'failed' ? 'Text could not be read. ' : ''}
                  </span>
                  <span className="text-muted d-block">
                    {fileKind(f.contentType)}, {formatBytes(f.size)}
                    {f.width && f.height ? `, ${f.width}×${f.height}` : ''}
                  </span>
                </td>
                <td className="small">
                  <SiteTime iso={f.uploadedAt} />
                  {f.uploadedBy ? <span className="text-muted d-block">{f.uploadedBy}</span> : null}
                </td>
                <td className="text-end">
                  {f.current ? (
                    <Badge bg="success">Current</Badge>
                  ) : (
                    <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={busy}
                        onClick={() => onRestore(f)}
                        aria-label={`Restore ${f.fileName} from ${formatZonedDateTime(f.uploadedAt)}`}
                      >
                        Restore
                      </Button>
                      {isAdministrator ? (
                        <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onDeleteRevision(f)} aria-label={`Delete revision ${f.revisionNo} (${f.fileName})`}>
                          Delete
                        </Button>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}

/** A note as a sentence: one full stop at the end, never two ("New rates." stays as it is). */
const endSentence = (note: string): string => (/[.!?]$/.test(note.trim()) ? note.trim() : `${note.trim()}.`);
