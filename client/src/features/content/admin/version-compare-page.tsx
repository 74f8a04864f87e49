import type { ContentKind, ContentSnapshot, VersionItem } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';

import { formatVersionDate } from '../../../components/admin/admin-dates';
import { pageTitle } from '../../../lib/runtime-config';
import { contentAdminApi } from './admin-api';
import { compareSnapshots } from './version-diff';

import './content-admin.css';

type Loaded = { versions: VersionItem[]; data: Record<number, ContentSnapshot> };

/** Compare any two saved versions of an item, field by field, with word diffs. */
export function VersionComparePage({ kind }: { kind: ContentKind }) {
  const { section } = publicKind(kind);
  const baseId = Number(useParams().baseId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [older, setOlder] = useState<number | null>(null);
  const [newer, setNewer] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    document.title = pageTitle(`${section.title} Compare Versions`);
  }, [section.title]);
  // A one-off read-only view: versions are immutable, so a local fetch is all it needs.
  useEffect(() => {
    let live = true;
    void contentAdminApi.versions(kind, baseId).then((env) => {
      if (!live) return;
      if (!env.success) return setError(env.message);
      setLoaded({ versions: env.data, data: {} });
      setNewer(env.data[0]?.id ?? null);
      setOlder(env.data[1]?.id ?? env.data[0]?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, [kind, baseId]);
  useEffect(() => {
    for (const id of [older, newer]) {
      if (id === null || !loaded || loaded.data[id]) continue;
      void contentAdminApi.version(kind, baseId, id).then((env) => {
        if (env.success) setLoaded((l) => (l ? { ...l, data: { ...l.data, [id]: env.data.data } } : l));
        else setError(env.message);
      });
    }
  }, [older, newer, loaded, kind, baseId]);

  const a = older !== null ? loaded?.data[older] : undefined;
  const b = newer !== null ? loaded?.data[newer] : undefined;
  const rows = useMemo(() => (a && b ? compareSnapshots(a, b) : []), [a, b]);
  const shown = showAll ? rows : rows.filter((r) => r.changed);

  const picker = (id: string, label: string, value: number | null, onChange: (v: number) => void) => (
    <Form.Group className="col-md-5" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {loaded?.versions.map((v) => (
          <option key={v.id} value={v.id}>
            {formatVersionDate(v.created)}
            {v.author ? ` — ${v.author}` : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  return (
    <div className="content-admin">
      <Link to={`${section.path}/edit/${baseId}`} className="d-inline-block mb-2">
        ‹ Back
      </Link>
      <h1 className="h3 mb-3">{section.title} Compare Versions</h1>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {!loaded ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : (
        <>
          <div className="row g-3 align-items-end mb-3">
            {picker('compare-older', 'Older version', older, setOlder)}
            {picker('compare-newer', 'Newer version', newer, setNewer)}
            <div className="col-md-2">
              <Form.Check id="compare-all" label="Show unchanged fields" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
            </div>
          </div>
          {a && b ? (
            <div className="card">
              <Table className="mb-0 version-diff" aria-label="Differences between the two versions">
                <thead>
                  <tr>
                    <th scope="col" style={{ width: '20%' }}>
                      Field
                    </th>
                    <th scope="col">Changes</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.length === 0 ? (
                    <tr>
                      <td colSpan={2} className="text-muted">
                        These versions are identical.
                      </td>
                    </tr>
                  ) : null}
                  {shown.map((r) => (
                    <tr key={r.label} className={r.changed ? 'version-diff__changed' : ''}>
                      <th scope="row">{r.label}</th>
                      <td className="version-diff__text">
                        {r.parts.map((p, i) => (p.added ? <ins key={i}>{p.value}</ins> : p.removed ? <del key={i}>{p.value}</del> : <span key={i}>{p.value}</span>))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          ) : (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading…</span>
            </Spinner>
          )}
        </>
      )}
    </div>
  );
}

const cache = new Map<ContentKind, () => React.JSX.Element>();
export function sectionCompare(kind: ContentKind) {
  if (!cache.has(kind)) cache.set(kind, () => <VersionComparePage key={kind} kind={kind} />);
  return cache.get(kind)!;
}
