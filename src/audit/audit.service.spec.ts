import type { FastifyBaseLogger } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';

import { requestContext } from '../observability/request-context';
import type { SiteClock } from '../settings/site-clock';
import { AuditService } from './audit.service';
import { auditItemPath } from './audit-mapper';

/** An EntityManager that only keeps what is inserted. */
function fakeManager() {
  const rows: Record<string, unknown>[] = [];
  return { rows, manager: { insert: async (_e: unknown, row: Record<string, unknown>) => void rows.push(row) } as unknown as EntityManager };
}
const service = new AuditService({} as DataSource, { formatTimestampsIn: async (text: string) => text } as SiteClock);
const log = {} as FastifyBaseLogger;

describe('AuditService.record: who and from where', () => {
  it('takes the signed-in user and the IP from the request', async () => {
    const { rows, manager } = fakeManager();
    await requestContext.run({ reqId: 'r', log, ip: '203.0.113.9', actor: { id: 4, email: 'erin@example.com' } }, () =>
      service.record(manager, { action: 'content.save', section: 'pages', itemId: 1, itemTitle: 'About', summary: 'Saved.' }),
    );
    expect(rows[0]).toMatchObject({ actorId: 4, actorEmail: 'erin@example.com', ip: '203.0.113.9', action: 'content.save', section: 'pages', itemId: 1, versionId: null });
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it('names a request nobody signed in to "anonymous", and work outside any request "system"', async () => {
    const { rows, manager } = fakeManager();
    await requestContext.run({ reqId: 'r', log, ip: '198.51.100.1' }, () => service.record(manager, { action: 'auth.sign-in-failed', summary: 'Wrong password.' }));
    await service.record(manager, { action: 'content.publish', summary: 'Published as scheduled.' });
    expect(rows.map((r) => [r.actorId, r.actorEmail, r.ip])).toEqual([
      [null, 'anonymous', '198.51.100.1'],
      [null, 'system', null],
    ]);
  });

  it('an explicit actor and IP win, and long texts are cut to their columns', async () => {
    const { rows, manager } = fakeManager();
    await requestContext.run({ reqId: 'r', log, ip: '1.1.1.1', actor: { id: 1, email: 'a@example.com' } }, () =>
      service.record(manager, { actor: null, ip: null, action: 'auth.refresh-token-reuse', itemTitle: 'x'.repeat(300), summary: 'y'.repeat(2000) }),
    );
    expect(rows[0]).toMatchObject({ actorId: null, actorEmail: 'anonymous', ip: null });
    expect((rows[0].itemTitle as string).length).toBe(255);
    expect((rows[0].summary as string).length).toBe(1000);
  });
});

describe('auditItemPath', () => {
  it('links content, documents, users, reps and retailers to their edit pages; deletions to nothing', () => {
    expect(auditItemPath('knowledge-center', 'content.save', 5)).toBe('/siteadmin/knowledge-center/edit/5');
    expect(auditItemPath('document-library', 'document.upload', 2)).toBe('/siteadmin/document-library/edit/2');
    expect(auditItemPath('reps-retailers', 'rep.update', 3)).toBe('/siteadmin/reps-retailers/rep/edit/3');
    expect(auditItemPath('reps-retailers', 'retailer.create', 3)).toBe('/siteadmin/reps-retailers/retailer/edit/3');
    expect(auditItemPath('users', 'user.delete', 9)).toBeNull();
    expect(auditItemPath('redirects', 'redirect.update', 9)).toBeNull();
    expect(auditItemPath('account', 'auth.sign-in', 1)).toBeNull();
  });
});
