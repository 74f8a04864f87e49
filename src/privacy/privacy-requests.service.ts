import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { Conflict, NotFound } from '../common/errors';
import { Clock } from '../content/clock';
import {
  maskEmail,
  OpenPrivacyRequest,
  PRIVACY_LAW_RULES,
  PRIVACY_MESSAGES,
  PRIVACY_TYPE_LABELS,
  privacyAcknowledgeBy,
  privacyDueAt,
  PrivacyErasure,
  PrivacyFound,
  PrivacyRequestItem,
} from '../contract/privacy';
import { erasePrivacyRecords } from './privacy-eraser';
import { buildPrivacyZip } from './privacy-export';
import { countRecords, emailHash, findPrivacyRecords, hashedAddress, normaliseEmail } from './privacy-records';
import { PrivacyRequestEntity } from './privacy-request.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPrivacyItem(r: PrivacyRequestEntity, now: Date): PrivacyRequestItem {
  return {
    id: r.id,
    email: r.email,
    emailMasked: r.emailMasked,
    emailHash: r.emailHash,
    type: r.type,
    law: r.law,
    status: r.status,
    openedAt: r.openedAt.toISOString(),
    openedBy: r.openedBy,
    dueAt: r.dueAt.toISOString(),
    acknowledgeBy: iso(r.acknowledgeBy),
    acknowledgedAt: iso(r.acknowledgedAt),
    extendedAt: iso(r.extendedAt),
    extensionNotice: r.extensionNotice,
    extensionDays: PRIVACY_LAW_RULES[r.law].extensionDays,
    exportedAt: iso(r.exportedAt),
    erasedAt: iso(r.erasedAt),
    closedAt: iso(r.closedAt),
    overdue: r.status === 'open' && r.dueAt.getTime() < now.getTime(),
    found: JSON.parse(r.found) as PrivacyFound,
    erasure: r.erasure ? (JSON.parse(r.erasure) as PrivacyErasure) : null,
  };
}

const sum = (o: object) => Object.values(o).reduce((a: number, b) => a + Number(b), 0);

/**
 * Privacy requests: opening one finds every record of the address; access answers with a download of
 * all of it; erasure removes or anonymises all of it in one transaction. Each step is in the audit trail,
 * which names the address only by its hash.
 */
@Injectable()
export class PrivacyRequestsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<PrivacyRequestItem[]> {
    const rows = await this.ds.getRepository(PrivacyRequestEntity).find({ order: { id: 'DESC' }, take: 500 });
    const now = this.clock.now();
    // Open requests first, the soonest due on top; then the closed ones, newest first.
    return rows
      .sort((a, b) => (a.status === b.status ? (a.status === 'open' ? a.dueAt.getTime() - b.dueAt.getTime() : b.id - a.id) : a.status === 'open' ? -1 : 1))
      .map((r) => toPrivacyItem(r, now));
  }

  async get(id: number): Promise<PrivacyRequestItem> {
    return toPrivacyItem(await this.find(this.ds.manager, id), this.clock.now());
  }

  async open(req: OpenPrivacyRequest, user: AuthUser): Promise<PrivacyRequestItem> {
    const email = normaliseEmail(req.email);
    const now = this.clock.now();
    const saved = await this.ds.transaction(async (m) => {
      const found = countRecords(await findPrivacyRecords(m, email));
      const hash = emailHash(email);
      const row = await m.save(
        m.create(PrivacyRequestEntity, {
          email,
          emailHash: hash,
          emailMasked: maskEmail(email),
          type: req.type,
          law: req.law,
          status: 'open',
          openedAt: now,
          openedBy: user.email.toLowerCase(),
          dueAt: privacyDueAt(now, req.law, false),
          acknowledgeBy: privacyAcknowledgeBy(now, req.law),
          acknowledgedAt: null,
          extendedAt: null,
          extensionNotice: null,
          exportedAt: null,
          erasedAt: null,
          closedAt: null,
          found: JSON.stringify(found),
          erasure: null,
        }),
      );
      await this.record(m, row, 'privacy.open', `Opened ${describe(row)}: ${sum(found)} record(s) found.`);
      return row;
    });
    return toPrivacyItem(saved, now);
  }

  /** The access download. Refused once the data was erased. */
  async export(id: number): Promise<{ filename: string; zip: Uint8Array }> {
    const row = await this.find(this.ds.manager, id);
    if (!row.email) throw new Conflict(PRIVACY_MESSAGES.erased);
    const now = this.clock.now();
    const records = await findPrivacyRecords(this.ds.manager, row.email);
    const zip = buildPrivacyZip({ id: row.id, email: row.email, type: row.type, law: row.law, openedAt: row.openedAt }, records, now);
    await this.ds.transaction(async (m) => {
      await m.update(PrivacyRequestEntity, id, { exportedAt: now });
      await this.record(m, row, 'privacy.export', `Downloaded the records of ${describe(row)} (${sum(countRecords(records))} record(s)).`);
    });
    return { filename: `privacy-request-${row.id}-${now.toISOString().slice(0, 10)}.zip`, zip };
  }

  /** Erasure: everything removed or anonymised in one transaction; the request keeps only the address's hash and closes. */
  async erase(id: number): Promise<PrivacyRequestItem> {
    const now = this.clock.now();
    await this.ds.transaction(async (m) => {
      const row = await this.find(m, id);
      if (row.type !== 'erasure') throw new Conflict(PRIVACY_MESSAGES.notErasure);
      if (row.status !== 'open' || !row.email) throw new Conflict(PRIVACY_MESSAGES.closed);
      const erasure = await erasePrivacyRecords(m, row.email, now);
      // Closed requests for the same address keep only its hash too; open ones still need it.
      await m.update(PrivacyRequestEntity, { emailHash: row.emailHash, status: 'closed' }, { email: null });
      await m.update(PrivacyRequestEntity, id, { email: null, erasedAt: now, status: 'closed', closedAt: now, erasure: JSON.stringify(erasure) });
      const kept = erasure.casesHeld ? ` ${erasure.casesHeld} case(s) kept under a legal hold.` : '';
      await this.record(
        m,
        row,
        'privacy.erase',
        `Erased ${describe(row)}: ${erasure.casesAnonymised} case(s) anonymised, ${erasure.subscriptionsDeleted} subscription(s) and ${erasure.deliveriesDeleted} deliver${erasure.deliveriesDeleted === 1 ? 'y' : 'ies'} deleted, ${erasure.auditEntriesRewritten} audit entr${erasure.auditEntriesRewritten === 1 ? 'y' : 'ies'} now name the hash.${kept}`,
      );
    });
    return this.get(id);
  }

  async extend(id: number, notice: string): Promise<PrivacyRequestItem> {
    const now = this.clock.now();
    await this.ds.transaction(async (m) => {
      const row = await this.find(m, id);
      if (row.status !== 'open') throw new Conflict(PRIVACY_MESSAGES.closed);
      if (!PRIVACY_LAW_RULES[row.law].extensionDays) throw new Conflict(PRIVACY_MESSAGES.noExtension);
      if (row.extendedAt) throw new Conflict(PRIVACY_MESSAGES.alreadyExtended);
      const dueAt = privacyDueAt(row.openedAt, row.law, true);
      await m.update(PrivacyRequestEntity, id, { extendedAt: now, extensionNotice: notice.trim(), dueAt });
      await this.record(
        m,
        row,
        'privacy.extend',
        `Extended ${describe(row)} by ${PRIVACY_LAW_RULES[row.law].extensionDays} days to ${dueAt.toISOString()}, with notice to the requester.`,
      );
    });
    return this.get(id);
  }

  async acknowledge(id: number): Promise<PrivacyRequestItem> {
    const now = this.clock.now();
    await this.ds.transaction(async (m) => {
      const row = await this.find(m, id);
      if (row.status !== 'open') throw new Conflict(PRIVACY_MESSAGES.closed);
      if (row.acknowledgedAt) return;
      await m.update(PrivacyRequestEntity, id, { acknowledgedAt: now });
      await this.record(m, row, 'privacy.acknowledge', `Acknowledged ${describe(row)}.`);
    });
    return this.get(id);
  }

  async close(id: number): Promise<PrivacyRequestItem> {
    const now = this.clock.now();
    await this.ds.transaction(async (m) => {
      const row = await this.find(m, id);
      if (row.status !== 'open') return;
      await m.update(PrivacyRequestEntity, id, { status: 'closed', closedAt: now });
      await this.record(m, row, 'privacy.close', `Closed ${describe(row)}.`);
    });
    return this.get(id);
  }

  private async find(m: EntityManager, id: number): Promise<PrivacyRequestEntity> {
    const row = await m.findOneBy(PrivacyRequestEntity, { id });
    if (!row) throw new NotFound(PRIVACY_MESSAGES.notFound);
    return row;
  }

  private record(
    m: EntityManager,
    row: PrivacyRequestEntity,
    action: 'privacy.open' | 'privacy.export' | 'privacy.erase' | 'privacy.extend' | 'privacy.acknowledge' | 'privacy.close',
    summary: string,
  ) {
    return this.audit.record(m, { action, section: 'privacy', itemId: row.id, itemTitle: `Privacy request #${row.id}`, summary });
  }
}

/** The request in the trail's words: never the address, only the hash that stands for it. */
function describe(row: PrivacyRequestEntity): string {
  return `${PRIVACY_TYPE_LABELS[row.type].toLowerCase()} request #${row.id} (${PRIVACY_LAW_RULES[row.law].label}) for ${hashedAddress(row.emailHash)}`;
}
