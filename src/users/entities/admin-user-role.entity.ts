import { Entity, PrimaryColumn } from 'typeorm';

/** Which site roles a user holds. */
@Entity('admin_user_role')
export class AdminUserRole {
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  @PrimaryColumn({ type: 'integer' })
  siteRoleId!: number;
}
