import type { ContentKind, ContentSaveRequest } from '@contract/content';
import { PRESENCE_REPORT_MS, PresenceEditor, presenceNotice } from '@contract/presence';
import { SHARE_PREVIEW_DEFAULT_HOURS, SharePreviewCreated, SharePreviewItem } from '@contract/preview';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { formatShortDateTime, formatTime } from '../../../components/admin/admin-dates';
import { previewApi } from './preview-api';

/**
 * "Preview": the current form (saved or not) as the public page, in a new tab. The tab is opened
 * within the click (popup blockers allow that) and sent to the preview once the server has it.
 */
export function PreviewButton({ kind, form, onError }: { kind: ContentKind; form: () => ContentSaveRequest; onError(message: string | null): void }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    onError(null);
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    const env = await previewApi.formPreview(kind, form());
    setBusy(false);
    if (!env.success) {
      tab?.close();
      onError(env.message);
      return;
    }
    if (tab) tab.location.href = env.data.url;
    else window.open(env.data.url, '_blank', 'noopener');
  };
  return (
    <Button variant="outline-secondary" type="button" onClick={() => void open()} disabled={busy}>
      Preview
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
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState(SHARE_PREVIEW_DEFAULT_HOURS);
  const [created, setCreated] = useState<SharePreviewCreated | null>(null);
  const [links, setLinks] = useState<SharePreviewItem[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const env = await previewApi.list(kind, baseId);
    if (env.success) setLinks(env.data);
  }, [kind, baseId]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const create = async () => {
    setError(null);
    const env = await previewApi.share(kind, { baseId, versionId, expiresInHours: hours });
    if (!env.success) return setError(env.message);
    setCreated(env.data);
    void load();
  };
  const revoke = async (id: number) => {
    const env = await previewApi.revoke(id);
    if (!env.success) return setError(env.message);
    if (created?.id === id) setCreated(null);
    void load();
  };
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
            <Button type="button" onClick={() => void create()}>
              Create link
            </Button>
          </div>
          {created ? (
            <Form.Group className="mb-2" controlId="share-link">
              <Form.Label>Share link</Form.Label>
              <Form.Control readOnly value={absolute(created.url)} onFocus={(e) => e.currentTarget.select()} />
              <Form.Text>Works until {formatShortDateTime(created.expiresAt)}. Copy it now: it is not shown again.</Form.Text>
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
                    <td>{formatShortDateTime(l.createdAt)}</td>
                    <td>{l.createdBy ?? '—'}</td>
                    <td>{formatShortDateTime(l.expiresAt)}</td>
                    <td>{l.state === 'active' ? 'Active' : l.state === 'expired' ? 'Expired' : 'Revoked'}</td>
                    <td className="text-end">
                      {l.state === 'active' ? (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          type="button"
                          onClick={() => void revoke(l.id)}
                          aria-label={`Revoke the link created ${formatShortDateTime(l.createdAt)}`}
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
  const [others, setOthers] = useState<PresenceEditor[]>([]);
  useEffect(() => {
    if (!baseId) return;
    let live = true;
    const report = async () => {
      const env = await previewApi.presence(kind, baseId);
      if (live && env.success) setOthers(env.data.others);
    };
    void report();
    const timer = window.setInterval(() => void report(), PRESENCE_REPORT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      setOthers([]);
      void previewApi.leave(kind, baseId);
    };
  }, [kind, baseId]);
  return others;
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
