import { ValidationFailed } from '../../common/errors';
import { LOCATE_OUTSIDE_MESSAGE, LocateRequest, LocateResponse } from '../../contract/locator';
import { nearestPostalCode } from './areas';

/** "Use my location": the nearest US ZIP or Canadian FSA to the browser's position, from the offline postal data. */
export function locate(req: LocateRequest): LocateResponse {
  const found = nearestPostalCode(req.lat, req.lng);
  if (!found) throw new ValidationFailed(LOCATE_OUTSIDE_MESSAGE, undefined, 'bad-postal-code');
  return { zip: found.code, regionId: found.region, place: found.place };
}
