import type { ContentKind, ContentStatus, VersionItem } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { formatZonedDateTime } from '../../../components/admin/admin-dates';
import { pageTitle } from '../../../lib/runtime-config';
import { versionCompareSaga } from './version-compare-saga';
import { compareKey, selectVersionCompare, versionCompareActions as A, versionCompareSlice } from './version-compare-slice';
import { compareSnapshots } from './version-diff';

import './content-admin.css';

versionCompareSlice.injectInto(rootReducer);
injectSaga('versionCompare', versionCompareSaga);

const STATUS_WORDS: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };

/** A version as the pickers name it: "Version 4 · Published · Nov 23, 2026, 10:38 AM CST · editor@example.com (current)". */
function versionLabel(v: VersionItem, index: number, count: number): string {
  const parts = [`Version ${v.number ?? count - index}`, v.status ? STATUS_WORDS[v.status] : null, formatZonedDateTime(v.created), v.author ?? null];
  return `${parts.filter(Boolean).join(' · ')}${index === 0 ? ' (current)' : ''}`;
}

/** Compare any two saved versions of an item, field by field, with word diffs. */
export function VersionComparePage({ kind }: { kind: ContentKind }) {
  const { section } = publicKind(kind);
  const baseId = Number(useParams().baseId);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectVersionCompare);
  const current = state.key === compareKey(kind, baseId) ? state : null;
  const loaded = current?.versions ? { versions: current.versions, data: current.data } : null;
  const error = current?.error ?? null;
  const [older, setOlder] = useState<number | null>(null);
  const [newer, setNewer] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    document.title = pageTitle(`${section.title} Compare Versions`);
  }, [section.title]);
  useEffect(() => {
    dispatch(A.opened({ kind, baseId }));
    return () => void dispatch(A.left());
  }, [dispatch, kind, baseId]);
  // The newest version against the one before it, to begin with.
  const versions = current?.versions;
  useEffect(() => {
    if (!versions) return;
    setNewer(versions[0]?.id ?? null);
    setOlder(versions[1]?.id ?? versions[0]?.id ?? null);
  }, [versions]);
  useEffect(() => {
    if (!current?.versions) return;
    for (const id of new Set([older, newer])) {
      if (id !== null && !current.data[id] && !current.pending.includes(id)) dispatch(A.versionRequested({ kind, baseId, versionId: id }));
    }
  }, [older, newer, current, dispatch, kind, baseId]);

  const data = current?.data;
  const a = older !== null ? data?.[older] : undefined;
  const b = newer !== null ? data?.[newer] : undefined;
  const rows = useMemo(() => (a && b ? compareSnapshots(a, b) : []), [a, b]);
  const shown = showAll ? rows : rows.filter((r) => r.changed);

  const picker = (id: string, label: string, value: number | null, onChange: (v: number) => void) => {
    const chosen = loaded?.versions.find((v) => v.id === value);
    return (
      <Form.Group className="col-12 col-xl-6" controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Select value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={`${id}-chosen`}>
          {loaded?.versions.map((v, i) => (
            <option key={v.id} value={v.id}>
              {versionLabel(v, i, loaded.versions.length)}
            </option>
          ))}
        </Form.Select>
        {/* The whole label of the chosen version, wrapped: a closed select cuts a long one. */}
        <Form.Text id={`${id}-chosen`} className="d-block compare-picker__chosen">
          {chosen ? versionLabel(chosen, loaded!.versions.indexOf(chosen), loaded!.versions.length) : null}
        </Form.Text>
      </Form.Group>
    );
  };

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
            <div className="col-12">
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
                      <td className="version-diff__text" title={r.title}>
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
