import type { RuntimeConfig } from '@contract/runtime-config';

export type { RuntimeConfig };

declare global {
  interface Window {
    __CONFIG__?: Partial<RuntimeConfig>;
    __INITIAL_DATA__?: unknown;
  }
}

const defaults: RuntimeConfig = {
  publicUrlUs: null,
  publicUrlCa: null,
  companyName: 'Koch Agronomic',
  recaptchaSiteKey: null,
  mapsKey: null,
  trackingPixelUrls: [],
  sessionTimeoutMs: 14399998,
  careersUrl: 'https://jobs.kochcareers.com',
};

export const runtimeConfig: RuntimeConfig = { ...defaults, ...(typeof window !== 'undefined' ? window.__CONFIG__ : {}) };

/** The base API URL from the build configuration (empty = same origin). */
export const API_BASE_URL: string = process.env.API_BASE_URL ?? '';

/** Page titles are suffixed with ' - {company} Services'. */
export const pageTitle = (title: string) => `${title} - ${runtimeConfig.companyName} Services`;
