import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

/** Typed settings for the whole app, read once from the environment (and an optional .env file). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicUrlUs: string | null;
  publicUrlCa: string | null;
  companyName: string;
  careersUrl: string;
  jwt: { accessSecret: string; accessTtlSeconds: number; idleTimeoutSeconds: number; absoluteTimeoutSeconds: number };
  admin: { email: string | null; password: string | null };
  smtp: { host: string | null; port: number; user: string | null; pass: string | null; secure: boolean; from: string; ignoreTls: boolean };
  recaptcha: { siteKey: string | null; secret: string | null; verifyUrl: string; minScore: number };
  mapsKey: string | null;
  /** Find-a-rep partner tracking pixels (spec 2.4), loaded on search; at most two. */
  trackingPixelUrls: string[];
  seedDemo: boolean;
  uploadMaxBytes: number;
  sessionTimeoutMs: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed: false (none), a hop count (the client is that
   * many addresses from the right of X-Forwarded-For), or the proxies' addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  /** How long another instance's redirect change may take to show here (the in-memory rules reload after this). */
  redirectCacheTtlMs: number;
  /** The link checker: also check external links (off by default: many installations have no outbound network). */
  linkCheck: { external: boolean; timeoutMs: number; perHostIntervalMs: number };
  /** Shared state for several instances (rate limits, cache invalidation, job locks); null = one process. */
  redis: { url: string | null; prefix: string };
  /** SIGTERM: how long GETs and readiness answer 503 (responses say `Connection: close`) before the listener closes. */
  shutdownDrainMs: number;
  /** The page cache: finished public responses kept in memory, bounded in bytes. */
  pageCache: { enabled: boolean; maxBytes: number; notFoundMaxBytes: number };
  /** What public answers tell a shared cache (a CDN): `s-maxage` and `stale-while-revalidate`, in seconds. */
  cdn: { sMaxAge: number; staleWhileRevalidate: number };
  /** Contact form submissions: staff notification routing, per-IP rate limit, bot checks and mail retry. */
  forms: {
    notify: { default: string[]; us: string[]; ca: string[]; international: string[]; retailer: string[]; vendor: string[]; rep: string[] };
    rateLimit: number;
    rateWindowSeconds: number;
    minFillMs: number;
    mailIntervalMs: number;
    mailMaxAttempts: number;
  };
  /** Auth extras: an admin origin allowed in emailed links, and per-IP rate limits on /auth. */
  auth: { adminUrl: string | null; rateLimitPerMinute: number; mailRateLimitPer15Min: number; loginRateLimitPer15Min: number };
  /** Document library storage: local disk under DATA_DIR/documents, or an S3-compatible bucket. */
  documents: {
    storage: 'local' | 's3';
    s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string; forcePathStyle: boolean } | null;
  };
  /** Logs and metrics: pino's level; `/metrics` answered with a bearer token or on a port of its own, else off. */
  observability: { logLevel: LogLevel; metricsToken: string | null; metricsPort: number | null };
  /** The audit trail: entries older than this many days are removed by the daily retention job. */
  audit: { retentionDays: number };
  /** Webhooks: a signed POST of each public change, retried with backoff; CDN purges share the timeout and retries. */
  webhooks: WebhookSettings;
  /** Purge a CDN (or a self-run cache) when public output changes: CDN_PURGE, off by default. */
  cdnPurge: CdnPurgeSettings;
}

export interface WebhookSettings {
  /** WEBHOOK_SECRET_KEY: encrypts webhook secrets at rest (AES-256-GCM); null stores them as entered. */
  secretKey: string | null;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** The first retry's delay; each next one doubles, up to retryMaxDelayMs. */
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** Retrying stops this long after the change. */
  retryForMs: number;
  /** How often the retry job looks for due deliveries. */
  pollMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: let webhooks reach private and internal addresses (loopback is always allowed). */
  allowPrivateNetworks: boolean;
  /** Finished deliveries are kept this many days. */
  logDays: number;
}

export type CdnPurgeProviderName = 'off' | 'fastly' | 'cloudflare' | 'cloudfront' | 'url';
export type CdnPurgeSettings =
  | { provider: 'off' }
  | { provider: 'fastly'; apiUrl: string; serviceId: string; apiToken: string; soft: boolean }
  | { provider: 'cloudflare'; apiUrl: string; zoneId: string; apiToken: string; by: 'tags' | 'urls' }
  | { provider: 'cloudfront'; distributionId: string; region: string; endpoint: string | null }
  | { provider: 'url'; baseUrl: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

function loadDotEnv(file: string, env: NodeJS.ProcessEnv): void {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!m || line.trim().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    if (env[m[1]] === undefined) env[m[1]] = value;
  }
}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    return u.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as https://www.example.com (got "${raw}")`);
  }
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false` (default), a hop count (`1` behind one balancer that appends to
 * X-Forwarded-For), or a comma-separated list of proxy addresses/CIDRs (and proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`). `true` means one hop: trusting every hop would let a
 * client choose its own address by sending X-Forwarded-For.
 */
export function trustProxySetting(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const e of list) {
    const [addr, bits, extra] = e.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(e);
    const bitsOk = bits === undefined || /^\d{1,3}$/.test(bits);
    if (!named && (extra !== undefined || !bitsOk || net.isIP(addr) === 0))
      throw new ConfigError(`TRUST_PROXY must be false, a hop count, or proxy addresses/CIDRs separated by commas (got "${e}")`);
  }
  return list;
}

function bool(env: NodeJS.ProcessEnv, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/** A comma-separated list of e-mail addresses. */
function emails(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '').split(/[,;\s]+/).filter(Boolean);
  for (const e of list) if (!/^[^@\s]+@[^@\s]+$/.test(e)) throw new ConfigError(`${name} must be a comma-separated list of e-mail addresses (got "${e}")`);
  return list;
}

const PLACEHOLDER = /^(change-?me|secret|password|placeholder|xxx+)$/i;

/** Secrets kept in DATA_DIR so a development install keeps its sessions across restarts. */
function devSecret(dataDir: string, key: string): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!secrets[key]) {
    secrets[key] = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[key];
}

function documentStorage(env: NodeJS.ProcessEnv): AppConfig['documents'] {
  const storage = (env.DOCUMENT_STORAGE || 'local').toLowerCase();
  if (storage !== 'local' && storage !== 's3') throw new ConfigError(`DOCUMENT_STORAGE must be local or s3 (got "${storage}")`);
  if (storage === 'local') return { storage, s3: null };
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new ConfigError(`${name} is required when DOCUMENT_STORAGE=s3`);
    return v;
  };
  const endpoint = url(env, 'S3_ENDPOINT') ?? `https://s3.${env.S3_REGION || 'us-east-1'}.amazonaws.com`;
  const prefix = env.S3_PREFIX ?? 'documents/';
  return {
    storage,
    s3: {
      endpoint,
      bucket: need('S3_BUCKET'),
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
    },
  };
}

function observability(env: NodeJS.ProcessEnv, port: number): AppConfig['observability'] {
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken && (metricsToken.length < 16 || PLACEHOLDER.test(metricsToken) || /\s/.test(metricsToken))) {
    throw new ConfigError('METRICS_TOKEN must be a random string of at least 16 characters without spaces');
  }
  const metricsPort = env.METRICS_PORT ? int(env, 'METRICS_PORT', 0, 1, 65535) : null;
  if (metricsPort !== null && metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (both ${port})`);
  return { logLevel, metricsToken, metricsPort };
}

/** An http(s) base URL kept with its path (API roots such as https://api.cloudflare.com/client/v4), without a trailing slash. */
function baseUrl(env: NodeJS.ProcessEnv, name: string, def: string | null): string | null {
  const raw = env[name] || def;
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

function webhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  const secretKey = env.WEBHOOK_SECRET_KEY || null;
  if (secretKey && (secretKey.length < 32 || PLACEHOLDER.test(secretKey))) throw new ConfigError('WEBHOOK_SECRET_KEY must be a random string of at least 32 characters');
  return {
    secretKey,
    timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
    retryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3600_000),
    retryMaxDelayMs: int(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 3600_000, 10, 24 * 3600_000),
    retryForMs: int(env, 'WEBHOOK_RETRY_HOURS', 24, 1, 24 * 7) * 3600_000,
    pollMs: int(env, 'WEBHOOK_POLL_MS', 15_000, 50, 3600_000),
    allowPrivateNetworks: bool(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    logDays: int(env, 'WEBHOOK_LOG_DAYS', 30, 1),
  };
}

function cdnPurgeSettings(env: NodeJS.ProcessEnv): CdnPurgeSettings {
  const provider = (env.CDN_PURGE || 'off').toLowerCase() as CdnPurgeProviderName;
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new ConfigError(`${name} is required when CDN_PURGE=${provider}`);
    return v;
  };
  switch (provider) {
    case 'off':
      return { provider };
    case 'fastly':
      return {
        provider,
        apiUrl: baseUrl(env, 'FASTLY_API_URL', 'https://api.fastly.com')!,
        serviceId: need('FASTLY_SERVICE_ID'),
        apiToken: need('FASTLY_API_TOKEN'),
        soft: bool(env, 'FASTLY_SOFT_PURGE', false),
      };
    case 'cloudflare': {
      const by = (env.CLOUDFLARE_PURGE_BY || 'tags').toLowerCase();
      if (by !== 'tags' && by !== 'urls') throw new ConfigError(`CLOUDFLARE_PURGE_BY must be tags or urls (got "${by}")`);
      if (by === 'urls' && !env.PUBLIC_URL_US && !env.PUBLIC_URL_CA)
        throw new ConfigError('CLOUDFLARE_PURGE_BY=urls needs PUBLIC_URL_US or PUBLIC_URL_CA (the origins of the URLs to purge)');
      return {
        provider,
        apiUrl: baseUrl(env, 'CLOUDFLARE_API_URL', 'https://api.cloudflare.com/client/v4')!,
        zoneId: need('CLOUDFLARE_ZONE_ID'),
        apiToken: need('CLOUDFLARE_API_TOKEN'),
        by,
      };
    }
    case 'cloudfront':
      return { provider, distributionId: need('CLOUDFRONT_DISTRIBUTION_ID'), region: env.CLOUDFRONT_REGION || 'us-east-1', endpoint: baseUrl(env, 'CLOUDFRONT_ENDPOINT', null) };
    case 'url':
      return { provider, baseUrl: baseUrl(env, 'CDN_PURGE_URL', null) ?? need('CDN_PURGE_URL') };
    default:
      throw new ConfigError(`CDN_PURGE must be off, fastly, cloudflare, cloudfront or url (got "${env.CDN_PURGE}")`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  loadDotEnv(path.resolve(process.cwd(), '.env'), env);
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['env'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^(mysql|mariadb):\/\/[^/]+\/[^/?]+/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must look like mysql://user:pass@host:port/database');
  }
  const secret = (name: string, key: string) => {
    const v = env[name];
    if (v) {
      if (PLACEHOLDER.test(v) || v.length < 32) throw new ConfigError(`${name} must be a random string of at least 32 characters`);
      return v;
    }
    if (nodeEnv === 'production') throw new ConfigError(`${name} is required in production`);
    return devSecret(dataDir, key);
  };
  const smtpPort = int(env, 'SMTP_PORT', 587, 1, 65535);
  // Emailed links (reset, welcome, one-time sign-in) take their origin only from these, never from the request.
  const publicUrlUs = url(env, 'PUBLIC_URL_US');
  if (!publicUrlUs && nodeEnv === 'production') throw new ConfigError('PUBLIC_URL_US is required in production (the origin of emailed reset and sign-in links)');
  return {
    env: nodeEnv,
    port: int(env, 'PORT', 3000, 0, 65535),
    dataDir,
    databaseUrl,
    publicUrlUs,
    publicUrlCa: url(env, 'PUBLIC_URL_CA'),
    companyName: env.COMPANY_NAME || 'Koch Agronomic',
    careersUrl: url(env, 'CAREERS_URL') ?? 'https://jobs.kochcareers.com',
    jwt: {
      accessSecret: secret('JWT_ACCESS_SECRET', 'jwtAccess'),
      accessTtlSeconds: int(env, 'JWT_ACCESS_TTL_SECONDS', 15 * 60, 10, 24 * 3600),
      idleTimeoutSeconds: int(env, 'SESSION_IDLE_SECONDS', 4 * 3600, 60),
      absoluteTimeoutSeconds: int(env, 'SESSION_ABSOLUTE_SECONDS', 12 * 3600, 60),
    },
    admin: { email: env.ADMIN_EMAIL || null, password: env.ADMIN_PASSWORD || null },
    smtp: {
      host: env.SMTP_HOST || null,
      port: smtpPort,
      user: env.SMTP_USER || null,
      pass: env.SMTP_PASS || null,
      secure: bool(env, 'SMTP_SECURE', smtpPort === 465),
      from: env.MAIL_FROM || 'no-reply@localhost',
      ignoreTls: bool(env, 'SMTP_IGNORE_TLS', false),
    },
    recaptcha: {
      siteKey: env.RECAPTCHA_SITE_KEY || null,
      secret: env.RECAPTCHA_SECRET || null,
      verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
      minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
    },
    mapsKey: env.MAPS_API_KEY || null,
    trackingPixelUrls: (env.TRACKING_PIXEL_URLS || '')
      .split(/[\s,]+/)
      .filter((u) => /^https:\/\//.test(u))
      .slice(0, 2),
    // Production seeds demo data only when SEED_DEMO=true is set explicitly.
    seedDemo: bool(env, 'SEED_DEMO', nodeEnv !== 'production'),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 25 * 1024 * 1024, 1),
    sessionTimeoutMs: int(env, 'SESSION_TIMEOUT_PROMPT_MS', 14399998, 100),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    redirectCacheTtlMs: int(env, 'REDIRECT_CACHE_TTL_MS', 5000, 100, 3600 * 1000),
    linkCheck: {
      external: bool(env, 'LINK_CHECK_EXTERNAL', false),
      timeoutMs: int(env, 'LINK_CHECK_TIMEOUT_MS', 10_000, 100, 120_000),
      perHostIntervalMs: int(env, 'LINK_CHECK_HOST_INTERVAL_MS', 1000, 0, 60_000),
    },
    redis: { url: env.REDIS_URL || null, prefix: env.REDIS_PREFIX || 'site:' },
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', 1000, 0, 8000),
    pageCache: {
      enabled: bool(env, 'PAGE_CACHE', true),
      maxBytes: int(env, 'PAGE_CACHE_MAX_BYTES', 48 * 1024 * 1024, 64 * 1024),
      notFoundMaxBytes: int(env, 'PAGE_CACHE_404_MAX_BYTES', 2 * 1024 * 1024, 16 * 1024),
    },
    cdn: {
      sMaxAge: int(env, 'CDN_S_MAXAGE', 300, 0),
      staleWhileRevalidate: int(env, 'CDN_STALE_WHILE_REVALIDATE', 30, 0),
    },
    documents: documentStorage(env),
    forms: {
      notify: {
        default: emails(env, 'FORMS_NOTIFY_DEFAULT'),
        us: emails(env, 'FORMS_NOTIFY_US'),
        ca: emails(env, 'FORMS_NOTIFY_CA'),
        international: emails(env, 'FORMS_NOTIFY_INT'),
        retailer: emails(env, 'FORMS_NOTIFY_RETAILER'),
        vendor: emails(env, 'FORMS_NOTIFY_VENDOR'),
        rep: emails(env, 'FORMS_NOTIFY_REP'),
      },
      rateLimit: int(env, 'FORMS_RATE_LIMIT', 30, 1),
      rateWindowSeconds: int(env, 'FORMS_RATE_WINDOW_SECONDS', 600, 1),
      minFillMs: int(env, 'FORMS_MIN_FILL_MS', 3000, 0),
      mailIntervalMs: int(env, 'FORMS_MAIL_INTERVAL_MS', 30000, 50),
      mailMaxAttempts: int(env, 'FORMS_MAIL_MAX_ATTEMPTS', 12, 1),
    },
    auth: {
      adminUrl: url(env, 'ADMIN_URL'),
      rateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 100, 1),
      mailRateLimitPer15Min: int(env, 'AUTH_MAIL_RATE_LIMIT_PER_15_MIN', 10, 1),
      loginRateLimitPer15Min: int(env, 'AUTH_LOGIN_RATE_LIMIT_PER_15_MIN', 60, 1),
    },
    observability: observability(env, int(env, 'PORT', 3000, 0, 65535)),
    audit: { retentionDays: int(env, 'AUDIT_RETENTION_DAYS', 730, 1) },
    webhooks: webhookSettings(env),
    cdnPurge: cdnPurgeSettings(env),
  };
}
