import { CONTENT_STATUSES, type ContentFilterRequest, type ContentStatus } from '@contract/content';
import { isLocale } from '@contract/i18n/locale';

/**
 * An admin content list's filter as its address keeps it (`?q=azote&lang=fr&status=draft&start=20`): Back from an
 * item, a reload or a shared link shows the list as it was left. Unknown or default values are left out.
 */
export function filterFromParams(params: URLSearchParams, pageSize: number): ContentFilterRequest {
  const region = Number(params.get('region'));
  const type = params.get('type');
  const sort = params.get('sort');
  const status = params.get('status') ?? '';
  const lang = params.get('lang');
  const start = Number(params.get('start'));
  return {
    start: Number.isInteger(start) && start > 0 ? start : 0,
    length: pageSize,
    sort: sort === 'oldest' || sort === 'title' ? sort : 'newest',
    search: params.get('q')?.trim().slice(0, 200) || undefined,
    regionId: region === 2 || region === 3 || region === 4 ? region : undefined,
    resourceType: type === '0' || type === '1' || type === '2' ? Number(type) : undefined,
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? (status as ContentStatus) : undefined,
    deleted: status === 'deleted' ? true : undefined,
    locale: isLocale(lang) ? lang : undefined,
  };
}

/** The address's query for a filter (the inverse of filterFromParams). */
export function paramsFromFilter(f: ContentFilterRequest): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('q', f.search);
  if (f.regionId) p.set('region', String(f.regionId));
  if (f.resourceType !== undefined && f.resourceType !== null) p.set('type', String(f.resourceType));
  if (f.deleted) p.set('status', 'deleted');
  else if (f.status) p.set('status', f.status);
  if (f.locale) p.set('lang', f.locale);
  if (f.sort && f.sort !== 'newest') p.set('sort', f.sort);
  if (f.start) p.set('start', String(f.start));
  return p;
}
