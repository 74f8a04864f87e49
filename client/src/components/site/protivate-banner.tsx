import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?banner';
import { BANNER_DISMISSED_KEY as KEY } from '@contract/site';
import { useState } from 'react';

import { registerMessages, useT } from '../../lib/i18n';
import { markLazySectionMounted, useHydrated } from '../../lib/ssr-context';
import { CloseIcon } from './icons';

// This part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

const wasDismissed = () => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

/** Spec 2.2: on the Canada PROTIVATE page a dismissible banner says the old seed brand is now PROTIVATE; the dismissal is remembered. */
export function ProtivateBanner() {
  // The server cannot know a dismissal (it lives in this browser): it renders the banner, and a
  // dismissed one goes as soon as the page has hydrated.
  const hydrated = useHydrated();
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || (hydrated && wasDismissed())) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(KEY, '1');
    } catch {
      /* private mode: hide for this visit only */
    }
    setDismissed(true);
  };
  return (
    // A lazily loaded section: clicks held before its code arrived go through once it has mounted.
    <aside className="brand-banner" role="region" aria-label={t('banner.label')} data-lazy-section="" ref={markLazySectionMounted}>
      <div className="container brand-banner__inner">
        <p>
          <strong>{t('banner.title')}</strong> {t('banner.text')}
        </p>
        <button type="button" className="brand-banner__close" onClick={dismiss} aria-label={t('banner.dismiss')}>
          <CloseIcon size={20} />
        </button>
      </div>
    </aside>
  );
}
