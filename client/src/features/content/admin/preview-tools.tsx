import type { ContentKind, ContentSaveRequest } from '@contract/content';
import { PresenceEditor, presenceNotice } from '@contract/presence';
import { SHARE_PREVIEW_DEFAULT_HOURS } from '@contract/preview';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { formatTime, formatZonedDateTime } from '../../../components/admin/admin-dates';
import { SiteTime } from '../../../components/admin/site-time';
import { previewSaga } from './preview-saga';
import { previewActions as A, previewSlice, selectPreview } from './preview-slice';

previewSlice.injectInto(rootReducer);
injectSaga('contentPreview', previewSaga);

/**
 * "Preview": the current form (saved or not) as the public page, in a new tab. The tab is opened
 * within the click (popup blockers allow that) and sent to the preview once the server has it.
 */
export function PreviewButton({
  kind,
  form,
  onError,
  label = 'Preview',
  variant = 'outline-secondary',
}: {
  kind: ContentKind;
  form: () => ContentSaveRequest;
  onError(message: string | null): void;
  /** "View on site" where the item has no public page yet (a draft or a scheduled item). */
  label?: string;
  variant?: string;
}) {
  const dispatch = useAppDispatch();
  const { preview } = useAppSelector(selectPreview);
  const tab = useRef<{ seq: number; window: Window | null } | null>(null);
  const open = () => {
    onError(null);
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    tab.current = { seq: preview.seq + 1, window: opened };
    dispatch(A.previewRequested({ kind, body: form() }));
  };
  // The answer for the tab this button opened.
  useEffect(() => {
    const mine = tab.current;
    if (!mine || mine.seq !== preview.seq || preview.status === 'loading') return;
    tab.current = null;
    if (preview.status === 'failed') {
      mine.window?.close();
      onError(preview.error);
    } else if (preview.url) {
      if (mine.window) mine.window.location.href = preview.url;
      else window.open(preview.url, '_blank', 'noopener');
    }
  }, [preview, onError]);
  return (
    <Button variant={variant} type="button" onClick={open} disabled={preview.status === 'loading'} className={variant === 'link' ? 'p-0 align-baseline' : undefined}>
      {label}
    </Button>
  );
}

const LIFETIMES = [
  { hours: 24, label: '1 day' },
  { hours: SHARE_PREVIEW_DEFAULT_HOURS, label: '7 days' },
  { hours: 30 * 24, label: '30 days' },
];

/** "Share preview": a link to a saved version that works without signing in; the item's links, revocable. */
export function SharePreviewPanel({ kind, baseId, versionId }: { kind: ContentKind; baseId: number; versionId: number | null }) {
  const dispatch = useAppDispatch();
  const { links, created, shareError: error } = useAppSelector(selectPreview);
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState(SHARE_PREVIEW_DEFAULT_HOURS);

  useEffect(() => {
    dispatch(A.itemChanged());
  }, [dispatch, kind, baseId]);
  useEffect(() => {
    if (open) dispatch(A.linksRequested({ kind, baseId }));
  }, [dispatch, open, kind, baseId]);

  const create = () => dispatch(A.shareRequested({ kind, baseId, versionId, expiresInHours: hours }));
  const revoke = (id: number) => dispatch(A.revokeRequested({ kind, baseId, id }));
  const absolute = (url: string) => `${window.location.origin}${url}`;

  return (
    <>
      <Button variant="outline-secondary" type="button" aria-expanded={open} aria-controls="share-preview" onClick={() => setOpen((v) => !v)}>
        Share preview
      </Button>
      {open ? (
        <section id="share-preview" className="card card-body w-100 mt-2" aria-labelledby="share-preview-heading">
          <h2 className="h6" id="share-preview-heading">
            Share preview
          </h2>
          <p className="small text-muted mb-2">A link to this saved version that works without signing in. It is never indexed by search engines.</p>
          {error ? (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <Form.Group controlId="share-lifetime">
              <Form.Label>Link works for</Form.Label>
              <Form.Select value={hours} onChange={(e) => setHours(Number(e.target.value))}>
                {LIFETIMES.map((l) => (
                  <option key={l.hours} value={l.hours}>
                    {l.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="button" onClick={create}>
              Create link
            </Button>
          </div>
          {created ? (
            <Form.Group className="mb-2" controlId="share-link">
              <Form.Label>Share link</Form.Label>
              <Form.Control readOnly value={absolute(created.url)} onFocus={(e) => e.currentTarget.select()} />
              <Form.Text>
                Works until <SiteTime iso={created.expiresAt} />. Copy it now: it is not shown again.
              </Form.Text>
            </Form.Group>
          ) : null}
          {links.length ? (
            <table className="table table-sm mb-0">
              <caption className="caption-top">Links to this item</caption>
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">By</th>
                  <th scope="col">Expires</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {links.map((l) => (
                  <tr key={l.id}>
                    <td>
                      <SiteTime iso={l.createdAt} />
                    </td>
                    <td>{l.createdBy ?? '—'}</td>
                    <td>
                      <SiteTime iso={l.expiresAt} />
                    </td>
                    <td>{l.state === 'active' ? 'Active' : l.state === 'expired' ? 'Expired' : 'Revoked'}</td>
                    <td className="text-end">
                      {l.state === 'active' ? (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          type="button"
                          onClick={() => revoke(l.id)}
                          aria-label={`Revoke the link created ${formatZonedDateTime(l.createdAt)}`}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** Reports the open item every 30 s and answers who else has it open; says goodbye when the editor closes. */
export function usePresence(kind: ContentKind, baseId: number | null): PresenceEditor[] {
  const dispatch = useAppDispatch();
  const { others } = useAppSelector(selectPreview);
  useEffect(() => {
    if (!baseId) return;
    dispatch(A.presenceStarted({ kind, baseId }));
    return () => void dispatch(A.presenceStopped());
  }, [dispatch, kind, baseId]);
  return baseId ? others : [];
}

export function PresenceNotice({ others }: { others: PresenceEditor[] }) {
  if (!others.length) return null;
  return (
    <Alert variant="warning" role="status">
      {others.map((o) => (
        <div key={o.email}>{presenceNotice(o, formatTime(o.since))}</div>
      ))}
    </Alert>
  );
}
