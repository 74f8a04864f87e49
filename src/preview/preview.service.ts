import { createHash, randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { assertValid, NotFound, ValidationFailed } from '../common/errors';
import { Clock } from '../content/clock';
import { ContentEditing } from '../content/content-editing.service';
import { normalizeSave } from '../content/content-rules';
import type { ContentItem, ContentKind, ContentSaveRequest, ContentSnapshot } from '../contract/content';
import {
  FORM_PREVIEW_MINUTES,
  PreviewOpenResponse,
  SHARE_PREVIEW_DEFAULT_HOURS,
  SHARE_PREVIEW_MAX_HOURS,
  SharePreviewCreated,
  SharePreviewCreateRequest,
  SharePreviewItem,
} from '../contract/preview';
import { ROUTES } from '../contract/routes';
import { VersionsService } from '../versions/versions.service';
import { PreviewLinkEntity } from './preview-link.entity';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, URL-safe: the only copy of the secret is in the link. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A form preview's fields, with a new item's language (a saved item's is its own). */
type FormSnapshot = ContentSnapshot & Partial<Pick<ContentItem, 'locale' | 'translationOf'>>;

/** What a preview link shows: an item built from an unsaved form or a saved version. */
export type PreviewLookup = { ok: true; item: ContentItem } | { ok: false; status: 404 | 410 };

/** Preview links: a form's preview, share links to saved versions, their list and revocation. */
@Injectable()
export class PreviewService {
  constructor(
    @InjectRepository(PreviewLinkEntity) private readonly links: Repository<PreviewLinkEntity>,
    private readonly content: ContentEditing,
    private readonly versions: VersionsService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** The editor's current form, checked like a save (the same messages), kept for a short while under a new token. */
  async previewForm(kind: ContentKind, req: ContentSaveRequest, actor: AuthUser | null): Promise<PreviewOpenResponse> {
    const now = this.clock.now();
    const { snapshot, errors } = normalizeSave(kind, { ...req, slug: req.slug?.trim() || undefined }, now);
    assertValid(errors);
    let baseId: number | null = null;
    if (req.baseId) {
      await this.content.getAdmin(kind, req.baseId);
      baseId = req.baseId;
    }
    // Old form previews are of no use to anyone: cleared as new ones are made.
    await this.links.delete({ purpose: 'form', expiresAt: LessThan(now) });
    const expiresAt = new Date(now.getTime() + FORM_PREVIEW_MINUTES * 60_000);
    const token = newToken();
    // A new item's language travels with its fields (a saved item keeps its own, read when the preview opens).
    const stored: FormSnapshot = baseId ? snapshot : { ...snapshot, locale: req.locale ?? 'en', translationOf: req.translationOf ?? null };
    await this.links.insert({
      tokenHash: hashToken(token),
      purpose: 'form',
      kind,
      baseId,
      versionId: null,
      snapshot: JSON.stringify(stored),
      createdBy: actor?.email ?? null,
      createdAt: now,
      expiresAt,
      revokedAt: null,
    });
    return { url: ROUTES.preview.page.url({ token }), expiresAt: expiresAt.toISOString() };
  }

  async share(kind: ContentKind, req: SharePreviewCreateRequest, actor: AuthUser | null): Promise<SharePreviewCreated> {
    const now = this.clock.now();
    const item = await this.content.getAdmin(kind, req.baseId);
    const versionId = req.versionId ?? item.latestVersionId ?? item.id;
    if (!(await this.versions.get(req.baseId, versionId))) throw new NotFound('This version was not found.');
    const hours = req.expiresInHours ?? SHARE_PREVIEW_DEFAULT_HOURS;
    if (!Number.isFinite(hours) || hours < 1 || hours > SHARE_PREVIEW_MAX_HOURS) {
      const msg = `A share link lasts between 1 hour and ${SHARE_PREVIEW_MAX_HOURS / 24} days.`;
      throw new ValidationFailed(msg, { expiresInHours: msg });
    }
    const token = newToken();
    const row = this.links.create({
      tokenHash: hashToken(token),
      purpose: 'share',
      kind,
      baseId: req.baseId,
      versionId,
      snapshot: null,
      createdBy: actor?.email ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
      revokedAt: null,
    });
    const saved = await this.links.manager.transaction(async (m) => {
      const stored = await m.save(row);
      await this.audit.record(m, {
        action: 'preview.share',
        section: kind,
        itemId: req.baseId,
        itemTitle: item.title,
        versionId,
        summary: `Share preview link made for version ${versionId}, valid until ${stored.expiresAt.toISOString()}.`,
      });
      return stored;
    });
    return { ...this.toItem(saved, now), url: ROUTES.preview.page.url({ token }) };
  }

  async list(kind: ContentKind, baseId: number): Promise<SharePreviewItem[]> {
    const now = this.clock.now();
    const rows = await this.links.find({ where: { kind, baseId, purpose: 'share' }, order: { id: 'DESC' }, take: 100 });
    return rows.map((r) => this.toItem(r, now));
  }

  /** Revoking works at once: the page reads the row on every request (no cache keeps a preview). */
  async revoke(id: number): Promise<SharePreviewItem> {
    const row = await this.links.findOneBy({ id, purpose: 'share' });
    if (!row) throw new NotFound('This share link was not found.');
    const now = this.clock.now();
    if (!row.revokedAt) {
      row.revokedAt = now;
      await this.links.manager.transaction(async (m) => {
        await m.update(PreviewLinkEntity, { id }, { revokedAt: now });
        await this.audit.record(m, { action: 'preview.revoke', section: row.kind, itemId: row.baseId, versionId: row.versionId, summary: `Share preview link ${id} revoked.` });
      });
    }
    return this.toItem(row, now);
  }

  /** The public page's lookup: unknown → 404; revoked, expired or its item deleted → 410. */
  async open(token: string): Promise<PreviewLookup> {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, status: 404 };
    const row = await this.links.findOneBy({ tokenHash: hashToken(token) });
    if (!row) return { ok: false, status: 404 };
    const now = this.clock.now();
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { ok: false, status: 410 };
    const kind = row.kind as ContentKind;
    let base: ContentItem | null = null;
    if (row.baseId) {
      try {
        base = await this.content.getAdmin(kind, row.baseId);
      } catch (e) {
        if (e instanceof NotFound) return { ok: false, status: 410 };
        throw e;
      }
    }
    let snapshot: FormSnapshot;
    if (row.snapshot) snapshot = JSON.parse(row.snapshot) as FormSnapshot;
    else {
      const v = row.baseId && row.versionId ? await this.versions.get(row.baseId, row.versionId) : null;
      if (!v) return { ok: false, status: 410 };
      snapshot = v.data;
    }
    return { ok: true, item: itemFromSnapshot(kind, snapshot, base, now) };
  }

  private toItem(r: PreviewLinkEntity, now: Date): SharePreviewItem {
    const state = r.revokedAt ? 'revoked' : r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
    return {
      id: r.id,
      kind: r.kind as ContentKind,
      baseId: r.baseId ?? 0,
      versionId: r.versionId ?? 0,
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
      state,
    };
  }
}

/** A whole item from a snapshot, as the public pages read one (identity and language from the saved item, if any). */
function itemFromSnapshot(kind: ContentKind, s: FormSnapshot, base: ContentItem | null, now: Date): ContentItem {
  const locale = base?.locale ?? s.locale ?? 'en';
  return {
    // As the public reads: the language only on a translation.
    ...(locale === 'en' ? {} : { locale, translationOf: base ? (base.translationOf ?? null) : (s.translationOf ?? null) }),
    id: base?.id ?? 0,
    baseId: base?.baseId ?? 0,
    kind,
    slug: s.slug,
    title: s.title,
    regionIds: s.regionIds,
    status: s.status,
    publishedAt: s.publishedAt ?? now.toISOString(),
    pinned: base?.pinned ?? false,
    metadata: s.metadata ?? { metaContent: 'website' },
    heroImageType: s.heroImageType ?? null,
    heroMedia: s.heroMedia ?? null,
    modules: s.modules ?? [],
    summary: s.summary ?? '',
    resourceType: s.resourceType ?? null,
    mediaUrl: s.mediaUrl ?? null,
    source: s.source ?? null,
    product: s.product ?? null,
    productLabel: s.productLabel ?? null,
    ...(s.fields ? { fields: s.fields } : {}),
    created: base?.created ?? now.toISOString(),
    updated: now.toISOString(),
  };
}
