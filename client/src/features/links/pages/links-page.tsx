import { type BrokenLinkItem, LINK_NOT_CHECKED_PREFIX } from '@contract/links';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { linksSaga } from '../saga';
import { selectLinks } from '../selectors';
import { linksActions as A, linksSlice } from '../slice';

linksSlice.injectInto(rootReducer);
injectSaga('links', linksSaga);

/** The table's caption: broken links, and links left unchecked (internal addresses) counted apart. */
function caption(items: BrokenLinkItem[]): string {
  const unchecked = items.filter((i) => i.reason.startsWith(LINK_NOT_CHECKED_PREFIX)).length;
  const broken = items.length - unchecked;
  const parts = [broken || !unchecked ? `${broken} broken link${broken === 1 ? '' : 's'}` : '', unchecked ? `${unchecked} not checked` : ''];
  return parts.filter(Boolean).join(', ');
}

/** A site path a redirect can answer (not a document, not another site). */
const redirectable = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.toLowerCase().startsWith('/doccenter/');

/** /siteadmin/links: broken links, where each is used, and "Create redirect" for a broken site path. */
export function LinksPage() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectLinks);
  useEffect(() => {
    document.title = pageTitle('Broken Links');
    dispatch(A.reportRequested());
  }, [dispatch]);
  const checking = s.checkStatus === 'loading';
  const items: BrokenLinkItem[] = s.report?.items ?? [];

  return (
    <section aria-labelledby="links-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="links-heading" className="h3 me-auto mb-0">
          Broken Links
        </h1>
        <Button variant="primary" onClick={() => dispatch(A.checkRequested())} disabled={checking}>
          {checking ? <Spinner size="sm" className="me-1" aria-hidden /> : null}
          Check links now
        </Button>
      </div>
      <p className="text-muted" role="status">
        {s.report?.checkedAt ? (
          <>
            Last checked <SiteTime iso={s.report.checkedAt} />.
          </>
        ) : s.status === 'succeeded' ? (
          'Links have not been checked yet.'
        ) : (
          ''
        )}
        {checking ? ' Checking…' : ''}
      </p>
      {s.error ? (
        <Alert variant="danger" role="alert">
          {s.error}
        </Alert>
      ) : null}
      {s.report?.checkedAt && !items.length ? <Alert variant="success">No broken links.</Alert> : null}
      {items.length ? (
        <table className="table table-sm align-middle">
          <caption className="caption-top">{caption(items)}</caption>
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col">Problem</th>
              <th scope="col">Used in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((i, n) => (
              <tr key={`${i.sourceSection}-${i.sourceId}-${i.url}-${n}`}>
                <td className="text-break">
                  <code>{i.url}</code>
                </td>
                <td>{i.reason}</td>
                <td>
                  <Link to={i.editPath}>{i.sourceTitle}</Link> <span className="text-muted small">({i.sourceSection})</span>
                </td>
                <td className="text-end">
                  {redirectable(i.url) ? (
                    <Link
                      className="btn btn-sm btn-outline-primary text-nowrap"
                      to={`/siteadmin/redirects?source=${encodeURIComponent(i.url.split(/[?#]/)[0])}`}
                      aria-label={`Create redirect for ${i.url}`}
                    >
                      Create redirect
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
