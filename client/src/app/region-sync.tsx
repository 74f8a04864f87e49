import { CANADA_LANGUAGE_TAG } from '@contract/i18n/locale';
import { localeOfPath } from '@contract/i18n/locale-paths';
import { isCanadaHost, regionForPage, regionHomeUrl } from '@contract/site';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { runtimeConfig } from '../lib/runtime-config';
import { useAppDispatch, useAppSelector } from './hooks';
import { regionActions, selectRegionState } from './region-slice';

/**
 * Region transitions of spec section 4, mounted once in the public layout:
 * - a route that implies a region (homes, product pages, find-a-rep pages, /can/...) updates it (regionUpdated);
 * - a region chosen in the selector (isChanging) navigates to that region's home, across hosts when both
 *   are configured, then clears the flag (regionChangeCompleted).
 */
export function RegionSync() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { currentRegion, isChanging } = useAppSelector(selectRegionState);
  const changing = useRef(isChanging);
  changing.current = isChanging;
  const current = useRef(currentRegion);
  current.current = currentRegion;

  useEffect(() => {
    if (changing.current) return;
    const implied = regionForPage(pathname, isCanadaHost(window.location.host, runtimeConfig.publicUrlCa), current.current);
    if (implied && implied !== current.current) dispatch(regionActions.regionUpdated(implied));
  }, [pathname, dispatch]);

  // <html lang> follows the page on client-side navigation, as the server set it for the first one (src/seo/pages/head-page.ts).
  useEffect(() => {
    document.documentElement.lang = localeOfPath(pathname) === 'fr' ? CANADA_LANGUAGE_TAG.fr : currentRegion === 3 ? CANADA_LANGUAGE_TAG.en : 'en';
  }, [pathname, currentRegion]);

  const firstRun = useRef(true);
  useEffect(() => {
    // A change flag restored from storage belongs to an earlier visit (e.g. one that left for the other host): clear it, stay here.
    if (firstRun.current) {
      firstRun.current = false;
      if (isChanging) {
        dispatch(regionActions.regionChangeCompleted());
        return;
      }
    }
    if (!isChanging) return;
    const target = regionHomeUrl(currentRegion, window.location.origin, runtimeConfig, localeOfPath(window.location.pathname) === 'fr');
    if (/^https?:/.test(target)) {
      dispatch(regionActions.regionChangeCompleted());
      window.location.assign(target);
      return;
    }
    void Promise.resolve(navigate(target)).finally(() => dispatch(regionActions.regionChangeCompleted()));
  }, [isChanging, currentRegion, navigate, dispatch]);

  return null;
}
