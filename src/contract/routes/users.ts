import type { AdminUserDetails, AdminUserListItem, AdminUserSaveRequest, SiteRoleItem } from '../auth';
import { get, post } from './route';

export const USER_ROUTES = {
  getAll: get<AdminUserListItem[]>()('/api/adminusers/get-all'),
  getRoles: get<SiteRoleItem[]>()('/api/adminusers/get-roles'),
  get: get<AdminUserDetails>()('/api/adminusers/get/:id'),
  delete: get<boolean>()('/api/adminusers/delete/:id'),
  add: post<{ id: number }, AdminUserSaveRequest>()('/api/adminusers/add'),
  edit: post<{ id: number }, AdminUserSaveRequest>()('/api/adminusers/edit'),
};
