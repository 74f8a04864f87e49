import { AUDIT_ROUTES } from './routes/audit';
import { AUTH_ROUTES } from './routes/auth';
import { CONTENT_ROUTES } from './routes/content';
import { DASHBOARD_ROUTES } from './routes/dashboard';
import { DIRECTORY_ROUTES } from './routes/directory';
import { DOCUMENT_ROUTES } from './routes/documents';
import { FORM_ROUTES } from './routes/forms';
import { LABEL_ROUTES } from './routes/labels';
import { LINK_ROUTES } from './routes/links';
import { PRESENCE_ROUTES } from './routes/presence';
import { PREVIEW_ROUTES } from './routes/preview';
import { PRIVACY_ROUTES } from './routes/privacy';
import { REDIRECT_ROUTES } from './routes/redirects';
import type { Route } from './routes/route';
import { SELECTOR_ROUTES } from './routes/selector';
import { SETTINGS_ROUTES } from './routes/settings';
import { SITE_ROUTES } from './routes/site';
import { USER_ROUTES } from './routes/users';
import { WEBHOOK_ROUTES } from './routes/webhooks';

// Tests name these groups from here.
export { REDIRECT_ROUTES } from './routes/redirects';
export { SELECTOR_ROUTES } from './routes/selector';
export { WEBHOOK_ROUTES } from './routes/webhooks';

/**
 * The one route table: every route the server registers, with its method, its
 * Nest/Fastify pattern and, for API routes, the request and response types beside it.
 * Controllers declare `@Get(ROUTES.x.path)` (or `.patterns` for per-kind routes); the client
 * calls `callRoute(CONTENT_ROUTES.x, { params, body, query })`, typed from the same entry, importing
 * the group's own module (`@contract/routes/content`) so a chunk carries only the routes it calls. A spec
 * (`src/routes.spec.ts`) compares what the app registers with this table both ways.
 */

export const ROUTES = {
  auth: AUTH_ROUTES,
  users: USER_ROUTES,
  content: CONTENT_ROUTES,
  preview: PREVIEW_ROUTES,
  privacy: PRIVACY_ROUTES,
  presence: PRESENCE_ROUTES,
  documents: DOCUMENT_ROUTES,
  labels: LABEL_ROUTES,
  directory: DIRECTORY_ROUTES,
  forms: FORM_ROUTES,
  redirects: REDIRECT_ROUTES,
  selector: SELECTOR_ROUTES,
  audit: AUDIT_ROUTES,
  dashboard: DASHBOARD_ROUTES,
  links: LINK_ROUTES,
  settings: SETTINGS_ROUTES,
  site: SITE_ROUTES,
  webhooks: WEBHOOK_ROUTES,
};

/** Every entry of the table, flattened (the registered-routes spec reads this). */
export const allRoutes = (): Route[] => Object.values(ROUTES).flatMap((group) => Object.values(group) as Route[]);
