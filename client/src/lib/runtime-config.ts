import type { RuntimeConfig } from '@contract/runtime-config';
import { DEFAULT_SITE_TIME_ZONE } from '@contract/site-settings';

export type { RuntimeConfig };

declare global {
  interface Window {
    __CONFIG__?: Partial<RuntimeConfig>;
    __INITIAL_DATA__?: unknown;
  }
}

/**
 * A JSON data block the server writes into the page (src/web/html-shell.service.ts, inline-scripts.ts):
 * `<script type="application/json" id="…">`, not code, so the Content-Security-Policy allows no inline
 * script for it. Undefined when absent (a page not from the server, the server render itself).
 */
export function readPageData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(id);
  if (!el || el.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return undefined;
  }
}

// The ids the server's shell uses (src/web/inline-scripts.ts).
const CONFIG_BLOCK_ID = 'app-config';
const INITIAL_DATA_BLOCK_ID = 'initial-data';

// Exposed on window as before (tests stand in for settings by watching window.__CONFIG__).
if (typeof window !== 'undefined') {
  window.__CONFIG__ = readPageData(CONFIG_BLOCK_ID) as Partial<RuntimeConfig> | undefined;
  window.__INITIAL_DATA__ = readPageData(INITIAL_DATA_BLOCK_ID) ?? null;
}

/** The page data the server rendered this page with (null when none). */
export const serverPageData = (): unknown => (typeof window !== 'undefined' ? (window.__INITIAL_DATA__ ?? null) : null);

const defaults: RuntimeConfig = {
  publicUrlUs: null,
  publicUrlCa: null,
  companyName: 'Koch Agronomic',
  recaptchaSiteKey: null,
  mapsKey: null,
  trackingPixelUrls: [],
  sessionTimeoutMs: 14399998,
  careersUrl: 'https://jobs.kochcareers.com',
  timeZone: DEFAULT_SITE_TIME_ZONE,
};

export const runtimeConfig: RuntimeConfig = { ...defaults, ...(typeof window !== 'undefined' ? window.__CONFIG__ : {}) };

/** The base API URL from the build configuration (empty = same origin). */
export const API_BASE_URL: string = process.env.API_BASE_URL ?? '';

/** Page titles are suffixed with ' - {company} Services'. */
export const pageTitle = (title: string) => `${title} - ${runtimeConfig.companyName} Services`;
