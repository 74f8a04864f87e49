import type { ContentKind, ContentSaveRequest } from '@contract/content';
import { slugify } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicPathFor } from '@contract/content-paths';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga, RootState } from '../../../app/store';
import { formatVersionDate, formatZonedDateTime } from '../../../components/admin/admin-dates';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { usePublicViewLink } from '../../../components/admin/cross-link';
import { EditShell } from '../../../components/admin/edit-shell';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { pageTitle } from '../../../lib/runtime-config';
import { emptyForm, formFrom, saveHint } from './content-form';
import { ModulesEditor } from './modules-editor';
import { PresenceNotice, PreviewButton, SharePreviewPanel, usePresence } from './preview-tools';
import { contentAdminSaga } from './saga';
import { HeroSection } from './sections/hero-section';
import { MainSection } from './sections/main-section';
import { MetadataSection } from './sections/metadata-section';
import { PublishingSection } from './sections/publishing-section';
import { contentAdminActions as A, contentAdminSlice } from './slice';
import { TranslationSourcePanel, TranslationStatus, useTranslationDraft } from './translation-tools';

import './content-admin.css';

contentAdminSlice.injectInto(rootReducer);
injectSaga('contentAdmin', contentAdminSaga);

/** The one add/edit page for every content kind, inside the shared EditShell. */
export function ContentEditPage({ kind }: { kind: ContentKind }) {
  const definition = publicKind(kind);
  const { section } = definition;
  const params = useParams();
  const baseId = params.baseId ? Number(params.baseId) : null;
  const rollbackId = params.rollbackId ? Number(params.rollbackId) : null;
  // "Add French translation": a new French draft of this English item.
  const sourceId = !baseId && params.sourceId ? Number(params.sourceId) : null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const admin = useAppSelector((s: RootState) => s.contentAdmin);
  const editor = admin?.editor;
  const key = JSON.stringify({ kind, baseId, rollbackId });
  const loaded = editor?.key === key ? editor : null;
  const item = loaded?.item ?? null;
  const [form, setForm] = useState<ContentSaveRequest>(() => emptyForm(kind));
  const [slugTouched, setSlugTouched] = useState(false);
  const [createRedirect, setCreateRedirect] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const othersEditing = usePresence(kind, baseId);
  // The form the last save sent: typing that goes on while the save is in flight is kept when the saved item comes back.
  const sent = useRef<ContentSaveRequest | null>(null);
  const latestForm = useRef(form);
  latestForm.current = form;

  useEffect(() => {
    document.title = pageTitle(`${section.title} ${baseId ? 'Edit' : 'Add'}`);
  }, [section.title, baseId]);
  useEffect(() => {
    dispatch(A.editorOpened({ kind, baseId, rollbackId }));
    return () => void dispatch(A.editorLeft());
  }, [dispatch, kind, baseId, rollbackId]);
  useEffect(() => {
    if (item) {
      const typedSince = sent.current !== null && JSON.stringify(latestForm.current) !== JSON.stringify(sent.current);
      if (!typedSince) setForm(formFrom(item));
      setSlugTouched(true);
      setErrors({});
    } else if (!baseId) {
      setForm(emptyForm(kind));
      setSlugTouched(false);
    }
  }, [item, baseId, kind]);
  useTranslationDraft(kind, sourceId, setForm);
  // Unsaved changes ask before leaving and are kept as a local draft of this item (or of a new one).
  const baseline = useMemo(() => (item ? formFrom(item) : emptyForm(kind)), [item, kind]);
  const restoreDraft = useCallback((draft: ContentSaveRequest) => {
    setForm(draft);
    if (draft.slug) setSlugTouched(true);
  }, []);
  const unsaved = useUnsavedChanges({
    draftKey: `content:${kind}:${baseId ?? 'new'}${rollbackId ? `:${rollbackId}` : ''}`,
    value: form,
    baseline,
    ready: !baseId || !!item,
    onRestore: restoreDraft,
  });
  const { markSaved } = unsaved;
  // After a save: a new item or a rolled-back version continues at the item's own edit URL.
  useEffect(() => {
    if (loaded?.saveStatus !== 'succeeded') return;
    markSaved(sent.current ?? undefined);
    sent.current = null;
    if (loaded.savedBaseId && (!baseId || rollbackId)) navigate(`${section.path}/edit/${loaded.savedBaseId}`, { replace: true });
  }, [loaded?.saveStatus, loaded?.savedBaseId, baseId, rollbackId, navigate, section.path, markSaved]);
  useEffect(() => {
    if (loaded?.saveStatus !== 'failed') return;
    sent.current = null;
    setErrors(loaded.saveErrors ?? {});
    window.scrollTo({ top: 0 });
  }, [loaded?.saveStatus, loaded?.saveError, loaded?.saveErrors]);

  const publicPath = item && item.status === 'published' && definition.hasItemPage ? publicPathFor(kind, item.slug, item.regionIds[0] ?? 2, item.locale) : null;
  usePublicViewLink(publicPath);

  const set = (patch: Partial<ContentSaveRequest>) => setForm((f) => ({ ...f, ...patch }));
  const shownSlug = slugTouched ? (form.slug ?? '') : slugify(form.title);
  const slugChanged = !!item && !rollbackId ? item.slug !== shownSlug : !!item && item.slug !== shownSlug;
  const versionDate = useMemo(() => (rollbackId ? loaded?.versions.find((v) => v.id === rollbackId)?.created : null), [rollbackId, loaded?.versions]);

  const body = (): ContentSaveRequest => ({
    ...form,
    slug: shownSlug,
    baseId: baseId ?? undefined,
    basedOnVersionId: baseId ? (item?.latestVersionId ?? null) : undefined,
    ...(baseId && slugChanged ? { createRedirect } : {}),
    // The audit trail names a save from an old version a rollback.
    ...(baseId && rollbackId ? { rolledBackFrom: rollbackId } : {}),
  });
  const save = (unpublishConfirmed = false) => {
    const errs: Record<string, string> = {};
    if (!form.title.trim()) errs.title = 'Title is required.';
    if (!form.regionIds?.length) errs.regionIds = 'Select at least one region.';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    // Taking a live item off the site is asked about first, a rollback to a draft version too (the item's status now is
    // its latest version's; the version rolled back to shows its own).
    const liveStatus = rollbackId ? [...(loaded?.versions ?? [])].sort((x, y) => y.id - x.id)[0]?.status : item?.status;
    if (!unpublishConfirmed && item && liveStatus && liveStatus !== 'draft' && form.status === 'draft') {
      setConfirmUnpublish(true);
      return;
    }
    sent.current = form;
    dispatch(A.saveRequested({ kind, body: body() }));
  };

  if (baseId && loaded?.status === 'failed')
    return (
      <Alert variant="danger">
        {loaded.error} <Link to={section.path}>Back to {section.title}</Link>
      </Alert>
    );
  if (baseId && !item)
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      </div>
    );

  const justSaved = !!item && admin?.lastSave?.baseId === item.baseId && admin.lastSave.versionId === item.latestVersionId && !rollbackId;
  const warnings = justSaved ? (admin?.lastSave?.warnings ?? []) : [];
  return (
    <EditShell
      title={section.title}
      backTo={section.path}
      itemId={baseId}
      versions={baseId ? loaded?.versions : undefined}
      currentVersionId={rollbackId ?? item?.latestVersionId ?? null}
      onRollback={(versionId) => navigate(`${section.path}/edit/${baseId}/${versionId}`)}
      onSave={() => save()}
      saving={loaded?.saveStatus === 'loading'}
      saveHint={saveHint(form)}
      unsaved={unsaved}
      error={loaded?.saveStatus === 'failed' ? loaded.saveError : previewError}
      notice={justSaved ? 'Your changes were saved.' : null}
      barActions={<PreviewButton kind={kind} form={body} onError={setPreviewError} />}
      extraActions={
        <>
          {baseId && item ? <SharePreviewPanel kind={kind} baseId={baseId} versionId={rollbackId ?? item.latestVersionId ?? null} /> : null}
          {baseId && (loaded?.versions.length ?? 0) > 1 ? (
            <Link className="btn btn-outline-secondary" to={`${section.path}/compare/${baseId}`}>
              Compare Versions
            </Link>
          ) : null}
        </>
      }
    >
      <PresenceNotice others={othersEditing} />
      <ConfirmDialog
        show={confirmUnpublish}
        titleId="unpublish-title"
        title="Unpublish this item?"
        confirmLabel="Unpublish"
        cancelLabel="Keep it published"
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => {
          setConfirmUnpublish(false);
          save(true);
        }}
      >
        This takes it off the site: its page answers “not found” until it is published again.
      </ConfirmDialog>
      {warnings.length ? (
        <Alert variant="warning" role="alert">
          <p className="mb-1">Saved, but please check:</p>
          <ul className="mb-0">
            {warnings.map((w) => (
              <li key={w.url}>{w.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {rollbackId && versionDate ? (
        <Alert variant="info">
          You are looking at the version saved {formatVersionDate(versionDate)}. Save Changes to make it the current version; the history keeps every version.
        </Alert>
      ) : null}
      {item ? (
        <p className="text-muted small">
          Status:{' '}
          <Badge bg={item.status === 'published' ? 'success' : item.status === 'scheduled' ? 'info' : 'secondary'}>
            {item.status === 'published' ? 'Published' : item.status === 'scheduled' ? 'Scheduled' : 'Draft'}
          </Badge>
          {item.status === 'scheduled' && item.publishedAt ? <span title={new Date(item.publishedAt).toISOString()}> for {formatZonedDateTime(item.publishedAt)}</span> : null}
          {publicPath ? (
            <>
              {' '}
              ·{' '}
              <a href={publicPath} target="_blank" rel="noopener noreferrer">
                View on site
              </a>
            </>
          ) : definition.hasItemPage ? (
            <>
              {' '}
              · <PreviewButton kind={kind} form={() => ({ ...formFrom(item), baseId: item.baseId })} onError={setPreviewError} label="View on site" variant="link" />
            </>
          ) : null}
        </p>
      ) : null}
      <TranslationStatus kind={kind} item={item} sourceId={sourceId} />
      <div className="row">
        <div className="col-lg-8">
          <section className="card card-body mb-3" aria-labelledby="content-main">
            <h2 className="h5" id="content-main">
              Content
            </h2>
            <MainSection
              kind={kind}
              form={form}
              set={set}
              errors={errors}
              item={item}
              shownSlug={shownSlug}
              slugChanged={slugChanged}
              onSlugEdited={() => setSlugTouched(true)}
              createRedirect={createRedirect}
              onCreateRedirect={setCreateRedirect}
            />
          </section>
          <section className="card card-body mb-3" aria-labelledby="content-modules">
            <h2 className="h5" id="content-modules">
              Modules
            </h2>
            <ModulesEditor modules={form.modules ?? []} onChange={(modules) => set({ modules })} errors={errors} />
          </section>
        </div>
        <div className="col-lg-4">
          <TranslationSourcePanel kind={kind} item={item} sourceId={sourceId} />
          <PublishingSection form={form} set={set} errors={errors} french={form.locale === 'fr' || item?.locale === 'fr'} />
          <HeroSection form={form} set={set} />
          <MetadataSection form={form} set={set} />
        </div>
      </div>
    </EditShell>
  );
}

const cache = new Map<ContentKind, () => React.JSX.Element>();
/** A stable route component per section (routes.tsx). */
export function sectionEdit(kind: ContentKind) {
  if (!cache.has(kind)) cache.set(kind, () => <ContentEditPage key={kind} kind={kind} />);
  return cache.get(kind)!;
}
