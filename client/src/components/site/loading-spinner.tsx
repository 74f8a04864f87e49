import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?message';

import { registerMessages, useT } from '../../lib/i18n';

// The message pages' part of the catalog (its "Loading…"): English with the code, French loaded on French pages.
registerMessages(messages, frenchMessages);

/**
 * Bootstrap's spinner, as react-bootstrap's Spinner renders it (`<div role="status" class="spinner-border">`), for the
 * public pages' loading states: the markup alone, so a first load does not carry react-bootstrap's Spinner, its
 * theme provider and classnames for a state a server-rendered page never shows.
 */
export function LoadingSpinner(props: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner-border" role="status">
      <span className="visually-hidden">{props.label ?? t('message.loading')}</span>
    </div>
  );
}
