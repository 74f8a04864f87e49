import { DirectoryClickType, LOCATION_CLICK_DAYS } from '@contract/locator';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { directoryAdminActions as A, selectDirectoryAdmin } from '../admin-slice';

/** A rep's or retailer's own result clicks over the last 90 days, on its edit page. */
export function LocationClicks({ type, id }: { type: DirectoryClickType; id: string }) {
  const dispatch = useAppDispatch();
  const { clicks: data, clicksError: error } = useAppSelector(selectDirectoryAdmin);
  useEffect(() => {
    dispatch(A.clicksRequested({ type, id }));
  }, [dispatch, type, id]);
  const heading = `Search result clicks, last ${LOCATION_CLICK_DAYS} days`;
  return (
    <section className="location-clicks col-12" aria-label={heading}>
      <h2 className="h6 mb-1">{heading}</h2>
      {error ? (
        <p className="small text-danger mb-0">{error}</p>
      ) : !data ? (
        <p className="small text-muted mb-0">Loading…</p>
      ) : (
        <dl className="d-flex flex-wrap gap-4 mb-0">
          {type === 'retailer' ? (
            <div>
              <dt>Directions</dt>
              <dd>{data.directions}</dd>
            </div>
          ) : null}
          <div>
            <dt>Call</dt>
            <dd>{data.call}</dd>
          </div>
          {type === 'retailer' ? (
            <div>
              <dt>Website</dt>
              <dd>{data.website}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}
