import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?thankYou';

import { useAppSelector } from '../../../app/hooks';
import { selectRegion } from '../../../app/region-slice';
import { FindRepLink } from '../../../components/site/find-rep-link';
import { usePageHead } from '../../../components/site/page-head';
import { LocaleLink as Link, registerMessages, SiteMessageId, useT } from '../../../lib/i18n';

import '../directory.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

function ThankYou(props: { text: SiteMessageId }) {
  const region = useAppSelector(selectRegion);
  const t = useT();
  usePageHead({ title: t('thankYou.title') });
  return (
    <section className="thank-you container py-5">
      <div className="thank-you-card">
        <h1>{t('thankYou.title')}</h1>
        <p className="lead">{t(props.text)}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link className="btn btn-brand" to={region === 3 ? '/home-ca' : '/'}>
            {t('thankYou.home')}
          </Link>
          <FindRepLink region={region} className="btn btn-outline-brand" label={t('thankYou.findRep')} arrow={false} />
        </div>
      </div>
    </section>
  );
}

export const RepThankYouPage = () => <ThankYou text="thankYou.rep" />;

export const RetailerThankYouPage = () => <ThankYou text="thankYou.retailer" />;
