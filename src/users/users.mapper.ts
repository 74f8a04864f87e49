import { AdminUserDetails, AdminUserListItem, SiteRoleItem } from '../contract/auth';
import { AdminUser } from './entities/admin-user.entity';
import { SiteRole } from './entities/site-role.entity';

export const toUserListItem = (u: AdminUser): AdminUserListItem => ({ id: u.id, email: u.email, lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null });
export const toUserDetails = (u: AdminUser, roleIds: number[]): AdminUserDetails => ({ ...toUserListItem(u), userRoles: roleIds });
export const toRoleItem = (r: SiteRole): SiteRoleItem => ({ id: r.id, name: r.name });
