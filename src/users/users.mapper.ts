import { AdminUserDetails, AdminUserListItem, SiteRoleItem } from '../contract/auth';
import { ROLE_DESCRIPTIONS } from '../contract/roles';
import { AdminUser } from './entities/admin-user.entity';
import { SiteRole } from './entities/site-role.entity';

export const toUserListItem = (u: AdminUser, roleNames: string[]): AdminUserListItem => ({
  id: u.id,
  email: u.email,
  lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
  roles: [...roleNames].sort(),
});
export const toUserDetails = (u: AdminUser, roleIds: number[], roleNames: string[]): AdminUserDetails => ({ ...toUserListItem(u, roleNames), userRoles: roleIds });
export const toRoleItem = (r: SiteRole): SiteRoleItem => ({ id: r.id, name: r.name, description: ROLE_DESCRIPTIONS[r.name] ?? '' });
