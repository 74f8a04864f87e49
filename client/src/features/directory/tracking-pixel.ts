import { runtimeConfig } from '../../lib/runtime-config';

/**
 * Spec 2.4: a tracking pixel is loaded on search for two partner pages. The URLs come from the
 * server's TRACKING_PIXEL_URLS setting; nothing loads when none are configured.
 */
export function fireTrackingPixels(): void {
  const urls = runtimeConfig.trackingPixelUrls ?? [];
  for (const url of urls.slice(0, 2)) {
    const img = new Image(1, 1);
    img.referrerPolicy = 'no-referrer-when-downgrade';
    img.alt = '';
    img.src = url;
  }
}
