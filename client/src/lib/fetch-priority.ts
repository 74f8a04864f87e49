import type { ImgHTMLAttributes } from 'react';

/**
 * `fetchpriority="high"` for the image a page's first screen shows (its largest paint). React 18 has no `fetchPriority`
 * prop and passes a lowercase attribute through as it is; the types do not list it, hence the cast.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as ImgHTMLAttributes<HTMLImageElement>;
