import { ResourceType } from '@contract/content';

import { filterFromParams, paramsFromFilter } from './list-filter-params';

describe('an admin list’s filter in its address', () => {
  it('reads back what it writes, leaving defaults out', () => {
    const filter = {
      start: 20,
      length: 20,
      sort: 'title' as const,
      search: 'azote',
      regionId: 3 as const,
      resourceType: ResourceType.Podcast,
      status: 'draft' as const,
      locale: 'fr' as const,
    };
    const params = paramsFromFilter(filter);
    expect(params.toString()).toBe('q=azote&region=3&type=2&status=draft&lang=fr&sort=title&start=20');
    expect(filterFromParams(params, 20)).toEqual({ ...filter, deleted: undefined });
    expect(paramsFromFilter(filterFromParams(new URLSearchParams(''), 20)).toString()).toBe('');
  });

  it('keeps the deleted view and the dashboard’s ?status= links', () => {
    expect(filterFromParams(new URLSearchParams('status=deleted'), 20)).toMatchObject({ deleted: true, status: undefined });
    expect(paramsFromFilter({ deleted: true }).toString()).toBe('status=deleted');
    expect(filterFromParams(new URLSearchParams('status=scheduled'), 20)).toMatchObject({ status: 'scheduled', start: 0, sort: 'newest' });
  });

  it('ignores what it does not know', () => {
    expect(filterFromParams(new URLSearchParams('status=gone&region=9&type=7&lang=de&sort=random&start=-5'), 20)).toEqual({
      start: 0,
      length: 20,
      sort: 'newest',
      search: undefined,
      regionId: undefined,
      resourceType: undefined,
      status: undefined,
      deleted: undefined,
      locale: undefined,
    });
  });
});
