import { ValidationFailed } from '../../common/errors';
import { formMessages } from '../../contract/i18n/form-messages';
import { LocateRequest, LocateResponse } from '../../contract/locator';
import { frenchPlaceName } from '../postal-places';
import { nearestPostalCode } from './areas';

/**
 * "Use my location": the nearest US ZIP or Canadian FSA to the browser's position, from the offline postal data;
 * a French page's Canadian place is named as French searches name it ("Québec Est").
 */
export function locate(req: LocateRequest): LocateResponse {
  const found = nearestPostalCode(req.lat, req.lng);
  if (!found) throw new ValidationFailed(formMessages(req.locale).findRep.locateOutside, undefined, 'bad-postal-code');
  const place = req.locale === 'fr' && found.region === 3 ? frenchPlaceName(found.place) : found.place;
  return { zip: found.code, regionId: found.region, place };
}
