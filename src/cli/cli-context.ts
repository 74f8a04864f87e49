import * as path from 'node:path';

import { DataSource } from 'typeorm';

import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { LoginAttempt } from '../auth/entities/login-attempt.entity';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { DocumentStorage } from '../documents/storage/document-storage';
import { LocalDocumentStorage } from '../documents/storage/local-storage';
import { S3DocumentStorage } from '../documents/storage/s3-storage';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminUserRole } from '../users/entities/admin-user-role.entity';
import { SiteRole } from '../users/entities/site-role.entity';

/** Where a command writes what it has to say: stdout for results, stderr for warnings and errors. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** A failure the user can act on: printed as one line, exit code 1. */
export class CliError extends Error {}

/**
 * The app's own DataSource options and migrations, without the web server. Migrations do not run
 * on open: each command decides (import runs them under the setup lock, create-admin needs them done).
 */
export async function openDataSource(config: AppConfig): Promise<DataSource> {
  // Errors reach the user as one line (main.ts), not as TypeORM's logged query dumps.
  const ds = new DataSource({ ...dataSourceOptions(config), logging: false, entities: [AdminUser, SiteRole, AdminUserRole, AuthSession, LoginAttempt, AuditEntryEntity] });
  try {
    return await ds.initialize();
  } catch (e) {
    throw new CliError(`Could not open the database (${config.databaseUrl ? redactUrl(config.databaseUrl) : path.join(config.dataDir, 'site.sqlite')}): ${(e as Error).message}`);
  }
}

export async function withDataSource<T>(config: AppConfig, fn: (ds: DataSource) => Promise<T>): Promise<T> {
  const ds = await openDataSource(config);
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
  }
}

// The same choice DocumentsModule makes (local disk under DATA_DIR/documents/files, or the S3 bucket).
export function documentStorage(config: AppConfig): DocumentStorage {
  return config.documents.storage === 's3' && config.documents.s3
    ? new S3DocumentStorage(config.documents.s3)
    : new LocalDocumentStorage(path.join(config.dataDir, 'documents', 'files'));
}

/** Where files are assembled before DocumentStorage.putFile takes them (DocumentsService.tmpDir: same disk as local storage). */
export const documentTempDir = (config: AppConfig) => path.join(config.dataDir, 'documents', '.tmp');

export const closeStorage = (storage: DocumentStorage) => (storage as Partial<{ onModuleDestroy(): void }>).onModuleDestroy?.();

export const redactUrl = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
