import { resourcesListPath } from '@contract/content-kinds';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?message';
import { REGION_HOME } from '@contract/regions';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { LocaleLink as Link, registerMessages, SiteMessageId, useLocale, useT } from '../../lib/i18n';
import { usePageHead } from './page-head';

import './message-page.css';

// This part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

/** A message page (spec 2.1): Page Not Found, Access Denied, Error. Shared, as an item route shows Page Not Found too. */
export function MessagePage(props: { title: SiteMessageId; message: SiteMessageId; code: string }) {
  const t = useT();
  const title = t(props.title);
  usePageHead({ title });
  const region = useAppSelector(selectRegion);
  const french = useLocale() === 'fr';
  return (
    <section className="message-page">
      <div className="container">
        <p className="message-page__code" aria-hidden="true">
          {props.code}
        </p>
        <h1 className="message-page__title">{title}</h1>
        <p className="message-page__text">{t(props.message)}</p>
        <div className="message-page__actions">
          <Link className="btn btn-brand" to={REGION_HOME[french ? 3 : region]}>
            {t('message.home')}
          </Link>
          <Link className="btn btn-outline-brand" to={resourcesListPath(french)}>
            {t('message.knowledgeCenter')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export const NotFoundPage = () => <MessagePage code="404" title="message.notFound.title" message="message.notFound.text" />;

/** A page that failed to load (a 5xx or no answer from the server): not a Page Not Found (spec 8). */
export const LoadErrorPage = () => <MessagePage code="500" title="message.error.title" message="message.error.text" />;
