import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?languageBar';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { registerMessages, useLocale, useT } from '../../lib/i18n';
import { useHydrated } from '../../lib/ssr-context';
import { CloseIcon } from './icons';
import { languageTarget } from './language-twin';

// This part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

const DISMISSED_KEY = 'frenchOfferDismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * On an English page of the Canada region that has a French twin, a browser that prefers French is offered the
 * twin (never redirected: each URL keeps one language for crawlers and shared links). Decided in the browser after
 * hydration, so the server's HTML, and the page cache's copy of it, is the same for every visitor.
 */
export function FrenchOfferBar() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const region = useAppSelector(selectRegion);
  const locale = useLocale();
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  const target = hydrated ? languageTarget(pathname, search) : null;
  if (!target?.twin || dismissed || locale !== 'en' || region !== 3 || wasDismissed()) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* private mode: hide for this visit only */
    }
    setDismissed(true);
  };
  return (
    <aside className="language-bar" role="region" aria-label={t('languageBar.label')} lang="fr-CA">
      <div className="container language-bar__inner">
        <p>
          {t('languageBar.text')}{' '}
          <Link to={target.to} hrefLang="fr-CA" reloadDocument>
            {t('languageBar.link')}
          </Link>
        </p>
        <button type="button" className="language-bar__close" onClick={dismiss} aria-label={t('languageBar.dismiss')}>
          <CloseIcon size={20} />
        </button>
      </div>
    </aside>
  );
}
