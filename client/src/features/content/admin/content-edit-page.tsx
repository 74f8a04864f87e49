import type { ContentItem, ContentKind, ContentSaveRequest } from '@contract/content';
import { CONTENT_SECTIONS, slugify } from '@contract/content';
import { publicKind } from '@contract/content-kinds';
import { publicPathFor } from '@contract/content-paths';
import { doccenterUrl } from '@contract/documents';
import type { RegionId } from '@contract/regions';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga, RootState } from '../../../app/store';
import { formatVersionDate, toDateTimeLocalInput } from '../../../components/admin/admin-dates';
import { usePublicViewLink } from '../../../components/admin/cross-link';
import { DocumentPicker } from '../../../components/admin/document-picker';
import { EditShell } from '../../../components/admin/edit-shell';
import { pageTitle } from '../../../lib/runtime-config';
import { KindFields } from './kind-fields';
import { ModulesEditor } from './modules-editor';
import { PresenceNotice, PreviewButton, SharePreviewPanel, usePresence } from './preview-tools';
import { contentAdminSaga } from './saga';
import { contentAdminActions as A, contentAdminSlice } from './slice';

import './content-admin.css';

contentAdminSlice.injectInto(rootReducer);
injectSaga('contentAdmin', contentAdminSaga);

const REGIONS: { id: RegionId; name: string }[] = [
  { id: 2, name: 'US' },
  { id: 3, name: 'Canada' },
  { id: 4, name: 'International' },
];

/** ISO ↔ the value of a datetime-local input (local time). */
const toLocalInput = toDateTimeLocalInput;
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

function emptyForm(kind: ContentKind): ContentSaveRequest {
  return {
    title: '',
    slug: '',
    regionIds: [2],
    status: 'published',
    publishedAt: null,
    metadata: { metaContent: 'website' },
    heroImageType: null,
    heroMedia: null,
    modules: [],
    summary: '',
    resourceType: null,
    mediaUrl: null,
    source: null,
    product: null,
    productLabel: null,
    // The kind's own fields (its definition's empty form).
    ...publicKind(kind).emptyForm(),
  };
}

function formFrom(item: ContentItem): ContentSaveRequest {
  return {
    title: item.title,
    slug: item.slug,
    regionIds: item.regionIds,
    status: item.status === 'draft' ? 'draft' : 'published',
    publishedAt: item.publishedAt,
    metadata: { metaContent: 'website', ...item.metadata },
    heroImageType: item.heroImageType,
    heroMedia: item.heroMedia,
    modules: item.modules,
    summary: item.summary ?? '',
    resourceType: item.resourceType ?? null,
    mediaUrl: item.mediaUrl ?? null,
    source: item.source ?? null,
    product: item.product ?? null,
    productLabel: item.productLabel ?? null,
    ...(item.fields ? { fields: item.fields } : {}),
  };
}

/** The one add/edit page for every content kind, inside the shared EditShell. */
export function ContentEditPage({ kind }: { kind: ContentKind }) {
  const section = CONTENT_SECTIONS[kind];
  const definition = publicKind(kind);
  const params = useParams();
  const baseId = params.baseId ? Number(params.baseId) : null;
  const rollbackId = params.rollbackId ? Number(params.rollbackId) : null;
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
  const othersEditing = usePresence(kind, baseId);

  useEffect(() => {
    document.title = pageTitle(`${section.title} ${baseId ? 'Edit' : 'Add'}`);
  }, [section.title, baseId]);
  useEffect(() => {
    dispatch(A.editorOpened({ kind, baseId, rollbackId }));
  }, [dispatch, kind, baseId, rollbackId]);
  useEffect(() => {
    if (item) {
      setForm(formFrom(item));
      setSlugTouched(true);
      setErrors({});
    } else if (!baseId) {
      setForm(emptyForm(kind));
      setSlugTouched(false);
    }
  }, [item, baseId, kind]);
  // After a save: a new item or a rolled-back version continues at the item's own edit URL.
  useEffect(() => {
    if (loaded?.saveStatus === 'succeeded' && loaded.savedBaseId && (!baseId || rollbackId)) navigate(`${section.path}/edit/${loaded.savedBaseId}`, { replace: true });
  }, [loaded?.saveStatus, loaded?.savedBaseId, baseId, rollbackId, navigate, section.path]);
  useEffect(() => {
    if (loaded?.saveStatus !== 'failed') return;
    setErrors(loaded.saveErrors ?? {});
    window.scrollTo({ top: 0 });
  }, [loaded?.saveStatus, loaded?.saveError, loaded?.saveErrors]);

  const publicPath = item && item.status !== 'draft' && definition.hasItemPage ? publicPathFor(kind, item.slug, item.regionIds[0] ?? 2) : null;
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
  const save = () => {
    const errs: Record<string, string> = {};
    if (!form.title.trim()) errs.title = 'Title is required.';
    if (!form.regionIds?.length) errs.regionIds = 'Select at least one region.';
    setErrors(errs);
    if (Object.keys(errs).length) return;
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
  const meta = form.metadata ?? {};
  const setMeta = (patch: Partial<NonNullable<ContentSaveRequest['metadata']>>) => set({ metadata: { ...meta, ...patch } });
  return (
    <EditShell
      title={section.title}
      backTo={section.path}
      itemId={baseId}
      versions={baseId ? loaded?.versions : undefined}
      currentVersionId={rollbackId ?? item?.latestVersionId ?? null}
      onRollback={(versionId) => navigate(`${section.path}/edit/${baseId}/${versionId}`)}
      onSave={save}
      saving={loaded?.saveStatus === 'loading'}
      error={loaded?.saveStatus === 'failed' ? loaded.saveError : previewError}
      notice={justSaved ? 'Your changes were saved.' : null}
      extraActions={
        <>
          <PreviewButton kind={kind} form={body} onError={setPreviewError} />
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
          {publicPath ? (
            <>
              {' '}
              ·{' '}
              <a href={publicPath} target="_blank" rel="noopener noreferrer">
                View on site
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="row">
        <div className="col-lg-8">
          <section className="card card-body mb-3" aria-labelledby="content-main">
            <h2 className="h5" id="content-main">
              Content
            </h2>
            <Form.Group className="mb-3" controlId="title">
              <Form.Label>Title</Form.Label>
              <Form.Control
                value={form.title}
                isInvalid={!!errors.title}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? 'title-error' : undefined}
                onChange={(e) => set({ title: e.target.value })}
              />
              <Form.Control.Feedback type="invalid" id="title-error">
                {errors.title}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="slug">
              <Form.Label>Slug</Form.Label>
              <div className="d-flex gap-2 has-validation">
                <Form.Control
                  value={shownSlug}
                  isInvalid={!!errors.slug}
                  aria-invalid={errors.slug ? true : undefined}
                  aria-describedby={errors.slug ? 'slug-error' : undefined}
                  onChange={(e) => {
                    setSlugTouched(true);
                    set({ slug: e.target.value.toLowerCase() });
                  }}
                />
                <Button
                  type="button"
                  variant="outline-secondary"
                  className="text-nowrap"
                  onClick={() => {
                    setSlugTouched(true);
                    set({ slug: slugify(form.title) });
                  }}
                >
                  Generate from title
                </Button>
              </div>
              {errors.slug ? (
                <div className="invalid-feedback d-block" id="slug-error">
                  {errors.slug}
                </div>
              ) : null}
              <Form.Text>
                Lowercase letters, digits and hyphens. {definition.hasItemPage ? `Public address: ${publicPathFor(kind, shownSlug || '…', form.regionIds?.[0] ?? 2)}` : ''}
              </Form.Text>
            </Form.Group>
            {slugChanged && baseId && item?.status !== 'draft' ? (
              <Form.Check
                className="mb-3"
                id="createRedirect"
                checked={createRedirect}
                onChange={(e) => setCreateRedirect(e.target.checked)}
                label={`Redirect the old address (/${item?.slug}) to the new one`}
              />
            ) : null}
            <Form.Group className="mb-3" controlId="summary">
              <Form.Label>Summary</Form.Label>
              <Form.Control as="textarea" rows={2} value={form.summary ?? ''} onChange={(e) => set({ summary: e.target.value })} />
              <Form.Text>Shown on cards and lists.</Form.Text>
            </Form.Group>
            <KindFields kind={kind} form={form} set={set} errors={errors} />
          </section>
          <section className="card card-body mb-3" aria-labelledby="content-modules">
            <h2 className="h5" id="content-modules">
              Modules
            </h2>
            <ModulesEditor modules={form.modules ?? []} onChange={(modules) => set({ modules })} errors={errors} />
          </section>
        </div>
        <div className="col-lg-4">
          <section className="card card-body mb-3" aria-labelledby="content-publishing">
            <h2 className="h5" id="content-publishing">
              Publishing
            </h2>
            <Form.Group className="mb-3" controlId="status">
              <Form.Label>Status</Form.Label>
              <Form.Select value={form.status === 'draft' ? 'draft' : 'published'} onChange={(e) => set({ status: e.target.value as 'draft' | 'published' })}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="publishedAt">
              <Form.Label>Publish date</Form.Label>
              <Form.Control type="datetime-local" value={toLocalInput(form.publishedAt)} onChange={(e) => set({ publishedAt: fromLocalInput(e.target.value) })} />
              <Form.Text>Blank publishes now; a future date schedules the item.</Form.Text>
            </Form.Group>
            <fieldset className="mb-2">
              <legend className="form-label fs-6">Regions</legend>
              {REGIONS.map((r) => (
                <Form.Check
                  key={r.id}
                  id={`region-${r.id}`}
                  label={r.name}
                  checked={form.regionIds?.includes(r.id) ?? false}
                  onChange={(e) => set({ regionIds: e.target.checked ? [...(form.regionIds ?? []), r.id] : (form.regionIds ?? []).filter((x) => x !== r.id) })}
                />
              ))}
              {errors.regionIds ? <div className="text-danger small">{errors.regionIds}</div> : null}
            </fieldset>
          </section>
          <section className="card card-body mb-3" aria-labelledby="content-hero">
            <h2 className="h5" id="content-hero">
              Hero
            </h2>
            <Form.Group className="mb-3" controlId="heroImageType">
              <Form.Label>Hero type</Form.Label>
              <Form.Select value={form.heroImageType ?? ''} onChange={(e) => set({ heroImageType: e.target.value === '' ? null : (Number(e.target.value) as 0 | 1) })}>
                <option value="">None</option>
                <option value="0">Highlight</option>
                <option value="1">Cropped image</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="heroSrc">
              <Form.Label>Hero image URL</Form.Label>
              <Form.Control
                value={form.heroMedia?.previewsrc ?? ''}
                onChange={(e) => set({ heroMedia: e.target.value ? { alttext: form.heroMedia?.alttext ?? '', previewsrc: e.target.value } : null })}
              />
            </Form.Group>
            <DocumentPicker
              kind="image"
              label="Or choose a hero image from the Document Library"
              value={/^\/doccenter\/([0-9a-f-]{36})$/i.exec(form.heroMedia?.previewsrc ?? '')?.[1] ?? null}
              onChange={(guid, doc) => set({ heroMedia: guid ? { previewsrc: doccenterUrl(guid), alttext: form.heroMedia?.alttext || doc?.title || '' } : null })}
            />
            <Form.Group className="my-3" controlId="heroAlt">
              <Form.Label>Hero image alt text</Form.Label>
              <Form.Control
                value={form.heroMedia?.alttext ?? ''}
                disabled={!form.heroMedia}
                onChange={(e) => set({ heroMedia: { previewsrc: form.heroMedia?.previewsrc ?? '', alttext: e.target.value } })}
              />
            </Form.Group>
          </section>
          <section className="card card-body mb-3" aria-labelledby="content-seo">
            <h2 className="h5" id="content-seo">
              Metadata (SEO and sharing)
            </h2>
            {(
              [
                ['title', 'SEO headline'],
                ['desc', 'Meta description'],
                ['ogtitle', 'Social headline'],
                ['ogdesc', 'Social description'],
              ] as const
            ).map(([k, label]) => (
              <Form.Group className="mb-3" controlId={`meta-${k}`} key={k}>
                <Form.Label>{label}</Form.Label>
                {k.includes('desc') ? (
                  <Form.Control as="textarea" rows={2} value={meta[k] ?? ''} onChange={(e) => setMeta({ [k]: e.target.value })} />
                ) : (
                  <Form.Control value={meta[k] ?? ''} onChange={(e) => setMeta({ [k]: e.target.value })} />
                )}
              </Form.Group>
            ))}
            <Form.Group className="mb-3" controlId="meta-ogphoto">
              <Form.Label>Social image URL</Form.Label>
              <Form.Control value={meta.ogphoto?.previewsrc ?? ''} onChange={(e) => setMeta({ ogphoto: e.target.value ? { previewsrc: e.target.value } : undefined })} />
            </Form.Group>
            <Form.Group className="mb-1" controlId="meta-metaContent">
              <Form.Label>Social type (og:type)</Form.Label>
              <Form.Control value={meta.metaContent ?? 'website'} onChange={(e) => setMeta({ metaContent: e.target.value })} />
            </Form.Group>
          </section>
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
