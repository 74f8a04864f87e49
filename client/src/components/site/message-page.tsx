import { REGION_HOME } from '@contract/regions';
import { Link } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { usePageHead } from './page-head';

import './message-page.css';

/** A message page (spec 2.1): Page Not Found, Access Denied, Error. Shared, as an item route shows Page Not Found too. */
export function MessagePage(props: { title: string; message: string; code: string }) {
  usePageHead({ title: props.title });
  const region = useAppSelector(selectRegion);
  return (
    <section className="message-page">
      <div className="container">
        <p className="message-page__code" aria-hidden="true">
          {props.code}
        </p>
        <h1 className="message-page__title">{props.title}</h1>
        <p className="message-page__text">{props.message}</p>
        <div className="message-page__actions">
          <Link className="btn btn-brand" to={REGION_HOME[region]}>
            Go to the home page
          </Link>
          <Link className="btn btn-outline-brand" to="/knowledge-center">
            Visit the Knowledge Center
          </Link>
        </div>
      </div>
    </section>
  );
}

export const NotFoundPage = () => (
  <MessagePage code="404" title="Page Not Found" message="This page is missing. Please check the URL or use the navigation above to find what you are looking for." />
);

/** A page that failed to load (a 5xx or no answer from the server): not a Page Not Found (spec 8). */
export const LoadErrorPage = () => <MessagePage code="500" title="Error" message="Sorry, something went wrong. Please try again later." />;
