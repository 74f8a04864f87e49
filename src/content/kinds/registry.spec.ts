import 'reflect-metadata';

import * as path from 'node:path';

import { DataSource } from 'typeorm';

import { AuditService } from '../../audit/audit.service';
import { AuditEntryEntity } from '../../audit/audit-entry.entity';
import { PublicChanges } from '../../changes/public-changes';
import { Conflict, ValidationFailed } from '../../common/errors';
import { SlugEvents } from '../../common/slug-events';
import type { ContentKind } from '../../contract/content';
import { CONTENT_KINDS } from '../../contract/content';
import { publicKind } from '../../contract/content-kinds';
import { topLevel, underSegment } from '../../contract/content-kinds/definition';
import { publicPathFor } from '../../contract/content-paths';
import { SnakeNamingStrategy } from '../../database/snake-naming.strategy';
import { preloadFor } from '../../seo/route-chunks';
import { SiteClock } from '../../settings/site-clock';
import { SiteSettingEntity } from '../../settings/site-setting.entity';
import { InProcessSiteVersion } from '../../shared-state/site-version';
import { ContentVersionEntity } from '../../versions/content-version.entity';
import { VersionsService } from '../../versions/versions.service';
import { Clock } from '../clock';
import { ContentEditing } from '../content-editing.service';
import { ContentItemEntity, ContentSlugEntity } from '../content-item.entity';
import { ContentPaths } from '../content-paths.service';
import { ContentReads } from '../content-reads.service';
import { ContentTranslations } from '../content-translations';
import { plain } from '../rich-text';
import type { ContentKindDefinition } from './definition';
import { contentKinds, kindDefinition, registerContentKind } from './registry';

/** A trial kind: questions and answers at /faq/{slug} (and /can/faq/{slug}), one field of its own. */
const faq: ContentKindDefinition = {
  kind: 'faq',
  section: { title: 'FAQ', singular: 'question', path: '/siteadmin/faq', order: 65 },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}/faq/${slug}`,
  hasItemPage: true,
  parsePath: underSegment('faq'),
  pageFamily: 'article',
  article: { listPath: '/faq', listName: 'FAQ', jsonLdType: 'Article' },
  creatable: true,
  emptyForm: () => ({ fields: { answer: '' } }),
  extraFields: [{ key: 'answer', label: 'Answer' }],
  normalizeFields(req, errors) {
    const answer = plain(req.fields?.answer, 2000);
    if (!answer) errors['fields.answer'] = 'Answer is required.';
    return { fields: { answer } };
  },
  searchWords: (s) => [String(s.fields?.answer ?? ''), '', ''],
};
const FAQ = 'faq' as ContentKind;

class StepClock extends Clock {
  t = Date.parse('2026-03-01T12:00:00.000Z');
  override now(): Date {
    return new Date(this.t);
  }
}

describe('content-kind registry', () => {
  let ds: DataSource;
  let content: ContentEditing;
  let reads: ContentReads;
  let paths: ContentPaths;
  const clock = new StepClock();

  beforeAll(async () => {
    registerContentKind(faq);
    // The real schema: the app's migrations on an in-memory SQLite database.
    ds = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      namingStrategy: new SnakeNamingStrategy(),
      entities: [ContentItemEntity, ContentSlugEntity, ContentVersionEntity, AuditEntryEntity, SiteSettingEntity],
      migrations: [path.join(__dirname, '..', '..', '..', 'migrations', '*.ts')],
      migrationsTableName: 'migrations',
    });
    await ds.initialize();
    await ds.runMigrations();
    const siteVersion = new InProcessSiteVersion();
    const audit = new AuditService(ds, new SiteClock(ds, siteVersion));
    content = new ContentEditing(
      ds,
      ds.getRepository(ContentItemEntity),
      new VersionsService(ds.getRepository(ContentVersionEntity)),
      new SlugEvents(),
      clock,
      new PublicChanges(siteVersion),
      audit,
      new ContentTranslations(ds, ds.getRepository(ContentItemEntity), clock, audit),
    );
    reads = new ContentReads(ds.getRepository(ContentItemEntity), ds.getRepository(ContentSlugEntity), clock, siteVersion);
    paths = new ContentPaths(ds, ds.getRepository(ContentItemEntity), ds.getRepository(ContentSlugEntity));
  });
  afterAll(() => ds?.destroy());

  it('knows the five built-in kinds, each with a definition, and a registered one', () => {
    for (const k of CONTENT_KINDS) expect(kindDefinition(k).kind).toBe(k);
    expect(contentKinds().map((d) => d.kind)).toEqual([...CONTENT_KINDS, 'faq']);
    expect(publicKind('faq').section.path).toBe('/siteadmin/faq');
    expect(() => kindDefinition('nope')).toThrow('Unknown content kind nope');
  });

  it('keeps the built-in public paths and parsers', () => {
    expect(publicPathFor('knowledge-center', 'a', 3)).toBe('/can/knowledge-center/a');
    expect(publicPathFor('press-releases', 'a', 4)).toBe('/press-releases/a');
    expect(publicPathFor('pages', 'a', 3)).toBe('/can/a');
    expect(publicPathFor('products', 'a', 3)).toBe('/a');
    expect(publicPathFor('product-labels', 'a', 2)).toBe('/product-labels');
    expect(underSegment('faq')(['faq', 'x'])).toBe('x');
    expect(underSegment('faq')(['faq'])).toBeNull();
    expect(topLevel(['x'])).toBe('x');
    expect(topLevel(['a', 'b'])).toBeNull();
  });

  it('validates the kind’s own field through the engine', async () => {
    await expect(content.save(FAQ, { title: 'No answer' }, null)).rejects.toBeInstanceOf(ValidationFailed);
    await content.save(FAQ, { title: 'No answer' }, null).catch((e: ValidationFailed) => expect(e.getResponse()).toMatchObject({ errors: { 'fields.answer': 'Answer is required.' } }));
  });

  it('saves, versions, rolls back and renders a trial kind with only a registry entry', async () => {
    const first = await content.save(FAQ, { title: 'How is AGROTAIN applied?', fields: { answer: 'With <b>urea</b>, at the blender.' }, regionIds: [2, 3] }, null);
    expect(first.kind).toBe('faq');
    expect(first.slug).toBe('how-is-agrotain-applied');
    expect(first.fields).toEqual({ answer: 'With urea, at the blender.' });
    expect(first.resourceType).toBeNull();
    expect(first.product).toBeNull();

    clock.t += 60_000;
    const second = await content.save(
      FAQ,
      { baseId: first.baseId, basedOnVersionId: first.latestVersionId, title: first.title, fields: { answer: 'Broadcast, within 14 days.' }, regionIds: [2, 3] },
      null,
      { requireBase: true },
    );
    expect(second.baseId).toBe(first.baseId);
    expect(second.fields).toEqual({ answer: 'Broadcast, within 14 days.' });
    const versions = await content.getVersions(FAQ, first.baseId);
    expect(versions).toHaveLength(2);
    expect((await content.getVersion(FAQ, first.baseId, first.latestVersionId!)).data.fields).toEqual({ answer: 'With urea, at the blender.' });

    // A stale editor (based on the first version) is refused.
    await expect(
      content.save(FAQ, { baseId: first.baseId, basedOnVersionId: first.latestVersionId, title: 'x', fields: { answer: 'y' } }, null, { requireBase: true }),
    ).rejects.toBeInstanceOf(Conflict);

    // Rollback: the first version loaded into the editor, saved as a new (third) version.
    clock.t += 60_000;
    const draft = await content.getAdmin(FAQ, first.baseId, first.latestVersionId);
    expect(draft.fields).toEqual({ answer: 'With urea, at the blender.' });
    expect(draft.rolledBackFrom).toBe(first.latestVersionId);
    const { id: _id, rolledBackFrom: _r, latestVersionId, ...rest } = draft;
    const third = await content.save(FAQ, { ...rest, basedOnVersionId: latestVersionId }, null, { requireBase: true });
    expect(third.fields).toEqual({ answer: 'With urea, at the blender.' });
    expect(await content.getVersions(FAQ, first.baseId)).toHaveLength(3);

    // Rendered: public paths, the public⇄admin lookups, the public list and search, the route chunk.
    expect(publicPathFor(FAQ, third.slug, 3)).toBe('/can/faq/how-is-agrotain-applied');
    expect(await paths.link(FAQ, first.baseId)).toEqual({
      kind: 'faq',
      baseId: first.baseId,
      slug: 'how-is-agrotain-applied',
      region: 2,
      publicPath: '/faq/how-is-agrotain-applied',
      adminPath: `/siteadmin/faq/edit/${first.baseId}`,
    });
    expect(await paths.lookupPath('/can/faq/How-Is-Agrotain-Applied')).toMatchObject({
      kind: 'faq',
      baseId: first.baseId,
      region: 3,
      publicPath: '/can/faq/how-is-agrotain-applied',
    });
    expect(await paths.lookupPath('/faq/no-such-question')).toBeNull();
    const found = await reads.listPublished(FAQ, { search: 'blender' });
    expect(found.items.map((i) => i.baseId)).toEqual([first.baseId]);
    expect((await reads.findPublishedBySlug(FAQ, 'how-is-agrotain-applied', 3))?.fields).toEqual({ answer: 'With urea, at the blender.' });
    expect(preloadFor('/can/faq/how-is-agrotain-applied', 200)).toContain('content-detail');

    // A slug is the kind's own: the message names the kind's singular.
    await expect(content.save(FAQ, { title: 'How is AGROTAIN applied?', fields: { answer: 'again' } }, null)).rejects.toThrow(
      'The slug "how-is-agrotain-applied" is already used by another question in the US.',
    );
  });
});
