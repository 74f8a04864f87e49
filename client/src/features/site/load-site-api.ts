/**
 * The site's API calls and the API client's code (one chunk), loaded when first needed: a first page view the
 * server rendered has its data already, and sections below the fold ask when they come near.
 */
export const loadSiteApi = async () => (await import(/* webpackChunkName: "site-api" */ './api')).siteApi;
