import type { ContentItem, ContentKind, ContentSaveRequest, ContentSnapshot, TranslationState } from '@contract/content';
import { translatePath } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { formFrom } from './content-form';
import { translationToolsSaga } from './translation-saga';
import { changesKey, selectTranslationTools, sourceKey, translationToolsActions as A, translationToolsSlice } from './translation-slice';
import { compareSnapshots, snapshotFields } from './version-diff';

translationToolsSlice.injectInto(rootReducer);
injectSaga('translationTools', translationToolsSaga);

/** French items are the Canada region's. */
const CANADA = 3;

/** A new French draft of an English item: its fields, in French hands from here on (a draft, shown in Canada only). */
export function translationForm(source: ContentItem): ContentSaveRequest {
  return { ...formFrom(source), slug: '', regionIds: [CANADA], status: 'draft', publishedAt: null, locale: 'fr', translationOf: source.baseId };
}

/**
 * On the "Add French translation" screen (a source id, no item yet): loads the English item and fills the
 * form from it once.
 */
export function useTranslationDraft(kind: ContentKind, sourceId: number | null, fill: (form: ContentSaveRequest) => void): void {
  const dispatch = useAppDispatch();
  const { source } = useAppSelector(selectTranslationTools);
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (sourceId) dispatch(A.sourceRequested({ kind, baseId: sourceId }));
  }, [dispatch, kind, sourceId]);
  useEffect(() => {
    if (!sourceId || filled.current === sourceId || source.key !== sourceKey(kind, sourceId) || !source.item) return;
    filled.current = sourceId;
    fill(translationForm(source.item));
  }, [kind, sourceId, source, fill]);
}

/** The standing shown: the item's, or the one "Mark as up to date" just answered. */
function useStanding(item: ContentItem | null): TranslationState | null {
  const { mark } = useAppSelector(selectTranslationTools);
  if (!item?.translation) return null;
  return mark.baseId === item.baseId && mark.status === 'succeeded' && mark.translation ? mark.translation : item.translation;
}

/**
 * Above the editor's form: on a French item, its source, the "Translation outdated" badge with "Show what
 * changed" and "Mark as up to date"; on a new French draft, what it translates; on an English Canada item,
 * its French version or "Add French translation".
 */
export function TranslationStatus({ kind, item, sourceId }: { kind: ContentKind; item: ContentItem | null; sourceId: number | null }) {
  const dispatch = useAppDispatch();
  const tools = useAppSelector(selectTranslationTools);
  const standing = useStanding(item);
  const [showChanges, setShowChanges] = useState(false);
  const { section } = publicKind(kind);
  useEffect(() => () => void dispatch(A.left()), [dispatch]);
  const markedStatus = useRef<HTMLDivElement>(null);
  const marked = !!item && tools.mark.baseId === item.baseId && tools.mark.status === 'succeeded';
  useEffect(() => {
    // "Mark as up to date" goes away once done: focus moves to what says so, not to the page.
    if (marked && (!document.activeElement || document.activeElement === document.body)) markedStatus.current?.focus();
  }, [marked]);

  if (!item && sourceId) {
    const source = tools.source.key === sourceKey(kind, sourceId) ? tools.source.item : null;
    return (
      <p className="translation-status">
        <Badge bg="primary" lang="fr">
          Français
        </Badge>{' '}
        New French translation{source ? ` of “${source.title}”` : ''}. It stays a draft until you publish it.
      </p>
    );
  }
  if (!item) return null;

  if (item.translation && standing) {
    const { sourceBaseId, sourceVersionId, sourcePublishedVersionId, sourceTitle, sourceDeleted } = standing;
    const outdated = standing.outdated && !sourceDeleted;
    const key = sourceVersionId && sourcePublishedVersionId ? changesKey(kind, sourceBaseId, sourceVersionId, sourcePublishedVersionId) : null;
    const toggleChanges = () => {
      if (!showChanges && key && tools.changes.key !== key) dispatch(A.changesRequested({ kind, baseId: sourceBaseId, from: sourceVersionId!, to: sourcePublishedVersionId! }));
      setShowChanges(!showChanges);
    };
    const marking = tools.mark.baseId === item.baseId ? tools.mark : null;
    return (
      <section className="translation-status card card-body mb-3" aria-label="Translation">
        <p className="mb-0">
          <Badge bg="primary" lang="fr">
            Français
          </Badge>{' '}
          French translation of{' '}
          {sourceDeleted ? `“${sourceTitle || 'the English item'}”` : <Link to={`${section.path}/edit/${sourceBaseId}`}>{sourceTitle || 'the English item'}</Link>}
          {sourceDeleted ? (
            <>
              {' '}
              <Badge bg="danger">English source deleted</Badge>
            </>
          ) : outdated ? (
            <>
              {' '}
              <Badge bg="warning" text="dark">
                Translation outdated
              </Badge>
            </>
          ) : (
            <>
              {' '}
              <Badge bg="success">Up to date</Badge>
            </>
          )}
        </p>
        {sourceDeleted ? (
          <p className="small text-muted mb-0 mt-1">The English item was deleted. This French version stays as it is (published pages too) until you unpublish or delete it.</p>
        ) : null}
        {outdated ? (
          <>
            <p className="small text-muted mb-2 mt-1">The English item has published changes since this translation was saved.</p>
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" variant="outline-secondary" onClick={toggleChanges} aria-expanded={showChanges} aria-controls="translation-changes" disabled={!key}>
                {showChanges ? 'Hide what changed' : 'Show what changed'}
              </Button>
              <Button size="sm" variant="outline-primary" disabled={marking?.status === 'loading'} onClick={() => dispatch(A.markRequested({ kind, baseId: item.baseId }))}>
                Mark as up to date
              </Button>
            </div>
          </>
        ) : null}
        <div role="status" aria-live="polite" className="small" ref={markedStatus} tabIndex={-1}>
          {marking?.status === 'succeeded' ? <span className="text-success">Marked as up to date.</span> : null}
        </div>
        {marking?.status === 'failed' ? (
          <Alert variant="danger" className="mt-2 mb-0">
            {marking.error}
          </Alert>
        ) : null}
        {showChanges && outdated ? <SourceChanges state={tools.changes} expectedKey={key} /> : null}
      </section>
    );
  }

  if ((item.locale ?? 'en') !== 'en' || !item.regionIds.includes(CANADA)) return null;
  const french = item.translations?.find((t) => t.locale === 'fr');
  return (
    <p className="translation-status">
      {french ? (
        <>
          <Badge bg="primary" lang="fr">
            Français
          </Badge>{' '}
          <Link to={`${section.path}/edit/${french.baseId}`} lang="fr">
            {french.title}
          </Link>
          {french.outdated ? (
            <>
              {' '}
              <Badge bg="warning" text="dark">
                Translation outdated
              </Badge>
            </>
          ) : null}
        </>
      ) : (
        <Link className="btn btn-outline-primary btn-sm" to={translatePath(section.path, item.baseId)}>
          Add French translation
        </Link>
      )}
    </p>
  );
}

/** The source's diff from the translation's version to its newest published one (the compare view's diff). */
function SourceChanges({ state, expectedKey }: { state: ReturnType<typeof selectTranslationTools>['changes']; expectedKey: string | null }) {
  const ready = state.key === expectedKey && state.older && state.newer;
  const rows = useMemo(() => (ready ? compareSnapshots(state.older!, state.newer!).filter((r) => r.changed) : []), [ready, state.older, state.newer]);
  return (
    <div id="translation-changes" className="mt-3">
      {state.status === 'failed' ? <Alert variant="danger">{state.error}</Alert> : null}
      {!ready && state.status !== 'failed' ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : null}
      {ready ? (
        <Table size="sm" className="mb-0 version-diff" aria-label="What changed in the English item">
          <thead>
            <tr>
              <th scope="col" style={{ width: '25%' }}>
                Field
              </th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={2} className="text-muted">
                  No field changed.
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.label} className="version-diff__changed">
                <th scope="row">{r.label}</th>
                <td className="version-diff__text" lang="en">
                  {r.parts.map((p, i) => (p.added ? <ins key={i}>{p.value}</ins> : p.removed ? <del key={i}>{p.value}</del> : <span key={i}>{p.value}</span>))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </div>
  );
}

/** Beside a French form: the English source's fields, to translate from. */
export function TranslationSourcePanel({ kind, item, sourceId }: { kind: ContentKind; item: ContentItem | null; sourceId: number | null }) {
  const dispatch = useAppDispatch();
  const { source } = useAppSelector(selectTranslationTools);
  const sourceBaseId = item ? (item.translation?.sourceBaseId ?? null) : sourceId;
  const existingSource = item?.translation?.sourceBaseId ?? null;
  useEffect(() => {
    // A new draft's hook loads its source already.
    if (existingSource) dispatch(A.sourceRequested({ kind, baseId: existingSource }));
  }, [dispatch, kind, existingSource]);
  const loaded = sourceBaseId && source.key === sourceKey(kind, sourceBaseId) ? source.item : null;
  const fields = useMemo(() => (loaded ? snapshotFields({ ...formFrom(loaded), slug: loaded.slug } as ContentSnapshot).filter((f) => f.text.trim()) : []), [loaded]);
  if (!sourceBaseId) return null;
  return (
    <aside className="card card-body mb-3 translation-source" aria-labelledby="translation-source-title" lang="en">
      <h2 className="h5" id="translation-source-title">
        English source
      </h2>
      {source.status === 'failed' && source.key === sourceKey(kind, sourceBaseId) ? <Alert variant="danger">{source.error}</Alert> : null}
      {!loaded && source.status !== 'failed' ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      ) : null}
      {loaded ? (
        <dl className="mb-0 small translation-source__fields">
          {fields.map((f) => (
            <div key={f.label} className="mb-2">
              <dt>{f.label}</dt>
              <dd className="mb-0">{f.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </aside>
  );
}
