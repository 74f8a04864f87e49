import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { AuthService, normalizeEmail } from '../auth/auth.service';
import { AuthUser } from '../auth/current-user';
import { PasswordService } from '../auth/password.service';
import { SessionService } from '../auth/session.service';
import { Conflict, NotFound, ValidationFailed } from '../common/errors';
import { AdminUserDetails, AdminUserListItem, SiteRoleItem, USER_MESSAGES } from '../contract/auth';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { AdminUser } from './entities/admin-user.entity';
import { AdminUserRole } from './entities/admin-user-role.entity';
import { SiteRole } from './entities/site-role.entity';
import { SaveUserDto } from './users.dto';
import { toRoleItem, toUserDetails, toUserListItem } from './users.mapper';

/** The users API of spec 7: list, roles, get, delete, add and edit. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(SiteRole) private readonly roles: Repository<SiteRole>,
    @InjectRepository(AdminUserRole) private readonly userRoles: Repository<AdminUserRole>,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminUserListItem[]> {
    const [users, links, roles] = await Promise.all([this.users.find({ order: { id: 'ASC' } }), this.userRoles.find(), this.roles.find()]);
    const roleName = new Map(roles.map((r) => [r.id, r.name]));
    const namesOf = (userId: number) => links.filter((l) => l.userId === userId).map((l) => roleName.get(l.siteRoleId) ?? '');
    return users.map((u) => toUserListItem(u, namesOf(u.id)));
  }

  async listRoles(): Promise<SiteRoleItem[]> {
    return (await this.roles.find({ order: { id: 'ASC' } })).map(toRoleItem);
  }

  async get(id: number): Promise<AdminUserDetails> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFound('User not found.');
    const roleIds = (await this.userRoles.findBy({ userId: id })).map((r) => r.siteRoleId).sort((a, b) => a - b);
    return toUserDetails(user, roleIds, (await this.roleNames(roleIds)).split(', ').filter(Boolean));
  }

  async remove(id: number, current: AuthUser): Promise<void> {
    if (id === current.id) throw new ValidationFailed('You cannot delete your own account.');
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFound('User not found.');
    if ((await this.isAdministrator(id)) && (await this.administratorCount()) <= 1) throw new Conflict('The last administrator cannot be deleted.', 'last-administrator');
    const roleNames = await this.roleNames((await this.userRoles.findBy({ userId: id })).map((r) => r.siteRoleId));
    await this.ds.transaction(async (m) => {
      await m.delete(AdminUserRole, { userId: id });
      await m.delete(AdminUser, { id });
      await this.audit.record(m, {
        action: 'user.delete',
        section: 'users',
        itemId: id,
        itemTitle: user.email,
        summary: `Deleted user ${user.email} (roles: ${roleNames || 'none'}).`,
      });
    });
  }

  /** Add (no id): blank password → a random one plus an emailed set-password link naming the role. */
  async add(dto: SaveUserDto): Promise<{ id: number; welcomeSentTo: string | null }> {
    const email = normalizeEmail(dto.email ?? '');
    if (await this.users.existsBy({ email })) throw new Conflict('A user with this email already exists.', 'email-taken');
    const roleIds = await this.validRoleIds(dto.userRoles ?? []);
    if (!roleIds.length) throw new ValidationFailed(USER_MESSAGES.roleRequired, { userRoles: USER_MESSAGES.roleRequired });
    const supplied = !!dto.password;
    const passwordHash = supplied ? await this.passwords.hashNew(dto.password!, 'password', email) : await this.passwords.hash(this.passwords.randomPassword());
    const now = new Date();
    const user = await this.ds.transaction(async (m) => {
      const saved = await m.save(m.create(AdminUser, { email, passwordHash, lastLogin: null, passwordChangedAt: now, createdAt: now, updatedAt: now }));
      if (roleIds.length)
        await m.insert(
          AdminUserRole,
          roleIds.map((siteRoleId) => ({ userId: saved.id, siteRoleId })),
        );
      await this.audit.record(m, {
        action: 'user.create',
        section: 'users',
        itemId: saved.id,
        itemTitle: email,
        summary: `Created user ${email} (roles: ${(await this.roleNames(roleIds)) || 'none'}; ${supplied ? 'password set' : 'set-password link emailed'}).`,
      });
      return saved;
    });
    if (!supplied) await this.auth.sendWelcome(user, await this.roleNames(roleIds));
    return { id: user.id, welcomeSentTo: supplied ? null : email };
  }

  /** Edit: email stays; blank password stays; roles replaced. */
  async edit(dto: SaveUserDto): Promise<{ id: number }> {
    const user = await this.users.findOneBy({ id: dto.id! });
    if (!user) throw new NotFound('User not found.');
    if (dto.email !== undefined && normalizeEmail(dto.email) !== user.email)
      throw new ValidationFailed('The email of an existing user cannot be changed.', { email: 'The email of an existing user cannot be changed.' });
    const roleIds = dto.userRoles === undefined ? null : await this.validRoleIds(dto.userRoles);
    if (roleIds && !roleIds.length) throw new ValidationFailed(USER_MESSAGES.roleRequired, { userRoles: USER_MESSAGES.roleRequired });
    if (roleIds) {
      const admin = await this.roles.findOneByOrFail({ name: ROLE_ADMINISTRATOR });
      if (!roleIds.includes(admin.id) && (await this.isAdministrator(user.id)) && (await this.administratorCount()) <= 1)
        throw new Conflict('The last administrator must keep the Administrator role.', 'last-administrator');
    }
    const passwordHash = dto.password ? await this.passwords.hashNew(dto.password, 'password', user.email) : null;
    const now = new Date();
    const oldRoleIds = (await this.userRoles.findBy({ userId: user.id })).map((r) => r.siteRoleId).sort((a, b) => a - b);
    const rolesChanged = !!roleIds && JSON.stringify([...roleIds].sort((a, b) => a - b)) !== JSON.stringify(oldRoleIds);
    const changes = [
      ...(rolesChanged ? [`roles: ${(await this.roleNames(oldRoleIds)) || 'none'} → ${(await this.roleNames(roleIds)) || 'none'}`] : []),
      ...(passwordHash ? ['password changed (sessions signed out)'] : []),
    ];
    await this.ds.transaction(async (m) => {
      await this.audit.record(m, {
        action: rolesChanged ? 'user.roles' : 'user.update',
        section: 'users',
        itemId: user.id,
        itemTitle: user.email,
        summary: changes.length ? `${changes.join('; ')}.` : 'Saved; nothing changed.',
      });
      if (passwordHash) await m.update(AdminUser, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      else await m.update(AdminUser, user.id, { updatedAt: now });
      if (roleIds) {
        await m.delete(AdminUserRole, { userId: user.id });
        if (roleIds.length)
          await m.insert(
            AdminUserRole,
            roleIds.map((siteRoleId) => ({ userId: user.id, siteRoleId })),
          );
      }
    });
    if (passwordHash) await this.sessions.revokeAllForUser(user.id);
    return { id: user.id };
  }

  /** "Administrator, Editor" for the audit summary. */
  private async roleNames(ids: number[]): Promise<string> {
    if (!ids.length) return '';
    return (await this.roles.findBy({ id: In(ids) }))
      .map((r) => r.name)
      .sort()
      .join(', ');
  }

  private async validRoleIds(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await this.roles.findBy({ id: In(unique) });
    if (found.length !== unique.length) throw new ValidationFailed('Unknown role.', { userRoles: 'Unknown role.' });
    return unique;
  }

  private async isAdministrator(userId: number): Promise<boolean> {
    const admin = await this.roles.findOneByOrFail({ name: ROLE_ADMINISTRATOR });
    return this.userRoles.existsBy({ userId, siteRoleId: admin.id });
  }

  private async administratorCount(): Promise<number> {
    const admin = await this.roles.findOneByOrFail({ name: ROLE_ADMINISTRATOR });
    return this.userRoles.countBy({ siteRoleId: admin.id });
  }
}
