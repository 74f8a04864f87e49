import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LinkPurpose, LinkToken } from './entities/link-token.entity';
import { randomToken, sha256 } from './tokens';

/** How long each kind of emailed link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  reset: 60 * 60_000,
  welcome: 72 * 60 * 60_000,
  login: 15 * 60_000,
};

/** Single-use emailed links. Only a SHA-256 of the code is stored. */
@Injectable()
export class LinkTokenService {
  constructor(
    @InjectRepository(LinkToken) private readonly links: Repository<LinkToken>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(userId: number, purpose: LinkPurpose, now = new Date()): Promise<string> {
    const code = randomToken();
    await this.links.insert({ userId, purpose, tokenHash: sha256(code), createdAt: now, expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]), usedAt: null });
    return code;
  }

  /** How many links of this purpose the user was sent since `since` (per-account mail limit). */
  async countSince(userId: number, purpose: LinkPurpose, since: Date): Promise<number> {
    // Compared in code: date parameters compare differently on SQLite (text) and MySQL.
    const rows = await this.links.find({ select: { id: true, createdAt: true }, where: { userId, purpose }, order: { id: 'DESC' }, take: 50 });
    return rows.filter((r) => r.createdAt.getTime() > since.getTime()).length;
  }

  /** The link if it is unused and unexpired, without spending it. */
  async peek(code: string, purposes: LinkPurpose[], now = new Date()): Promise<LinkToken | null> {
    if (!code || code.length > 200) return null;
    const link = await this.links.findOneBy({ tokenHash: sha256(code) });
    if (!link || !purposes.includes(link.purpose) || link.usedAt || link.expiresAt.getTime() <= now.getTime()) return null;
    return link;
  }

  /** Spends the link (once, even under concurrent use); null when it is not usable. */
  async consume(code: string, purposes: LinkPurpose[], now = new Date()): Promise<LinkToken | null> {
    const link = await this.peek(code, purposes, now);
    if (!link) return null;
    const res = await this.links.createQueryBuilder().update().set({ usedAt: now }).where('id = :id AND used_at IS NULL', { id: link.id }).execute();
    return res.affected ? link : null;
  }

  /** After a password is set, every other outstanding reset or welcome link of the user stops working. */
  async spendAll(userId: number, purposes: LinkPurpose[], now = new Date()): Promise<void> {
    await this.links.createQueryBuilder().update().set({ usedAt: now }).where('user_id = :userId AND used_at IS NULL AND purpose IN (:...purposes)', { userId, purposes }).execute();
  }

  /**
   * The origin of an emailed link, only ever a configured one: the page's DomainName when it is one of
   * the configured site origins (PUBLIC_URL_US, PUBLIC_URL_CA, ADMIN_URL), else the first of them. The
   * request's Host never counts (it is the client's to forge); with none configured (development, as
   * production refuses to start without PUBLIC_URL_US), http://localhost:{PORT}.
   */
  linkOrigin(domainName?: string): string {
    const configured = [this.config.publicUrlUs, this.config.publicUrlCa, this.config.auth.adminUrl].filter((o): o is string => !!o);
    if (!configured.length) return `http://localhost:${this.config.port}`;
    let asked: string | null;
    try {
      asked = domainName ? new URL(domainName).origin : null;
    } catch {
      asked = null;
    }
    return asked && configured.includes(asked) ? asked : configured[0];
  }
}
