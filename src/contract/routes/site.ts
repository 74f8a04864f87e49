import { CHOOSE_REGION_PATH, ChooseRegionQuery } from '../site';
import { get } from './route';

/** Not JSON API: health, files and the pages the server renders itself. */
export const SITE_ROUTES = {
  healthLive: get()('/health/live'),
  healthReady: get()('/health/ready'),
  sitemap: get<string>()('/sitemap.xml'),
  robots: get<string>()('/robots.txt'),
  favicon: get<Blob>()('/favicon.ico'),
  image: get<Blob>()('/images/:file'),
  /** The region selector without script: sets the `region` cookie and answers 303 to that region's home. */
  chooseRegion: get<never, ChooseRegionQuery>()(CHOOSE_REGION_PATH),
  /** Last: the server-rendered public site and the admin shell for every other GET. */
  page: get<string>()('/*'),
};
