import { Link } from 'react-router-dom';

import { useAppSelector } from '../../../app/hooks';
import { selectRegion } from '../../../app/region-slice';
import { FindRepLink } from '../../../components/site/find-rep-link';
import { usePageHead } from '../../../components/site/page-head';

import '../directory.css';

function ThankYou(props: { title: string; text: string }) {
  const region = useAppSelector(selectRegion);
  usePageHead({ title: props.title });
  return (
    <section className="thank-you container py-5">
      <div className="thank-you-card">
        <h1>Thank You</h1>
        <p className="lead">{props.text}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link className="btn btn-brand" to={region === 3 ? '/home-ca' : '/'}>
            Back to Home
          </Link>
          <FindRepLink region={region} className="btn btn-outline-brand" label="Find a Rep or Retailer" arrow={false} />
        </div>
      </div>
    </section>
  );
}

export const RepThankYouPage = () => (
  <ThankYou title="Thank You" text="Thank you for reaching out to your representative. Your rep has your details and will be in touch with you shortly." />
);

export const RetailerThankYouPage = () => (
  <ThankYou title="Thank You" text="Thank you for contacting a retailer in our network. They will be in touch with you shortly to help with your order." />
);
