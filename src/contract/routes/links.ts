import type { BrokenLinksReport } from '../audit';
import type { LinkReport, LinkResolveQuery, LinkResolveResult } from '../links';
import { get, post } from './route';

export const LINK_ROUTES = {
  report: get<LinkReport & BrokenLinksReport>()('/api/admin/links'),
  check: post<LinkReport>()('/api/admin/links/check'),
  resolve: get<LinkResolveResult, LinkResolveQuery>()('/api/admin/links/resolve'),
};
