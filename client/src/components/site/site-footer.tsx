import { doccenterUrl, SEEDED_LEGAL_GUIDS } from '@contract/documents';
import { REGION_HOME, RegionId } from '@contract/regions';
import { contactPath, DUAL_PURPOSE_PATHS, findARepPath, MEGA_MENU, normalizeSitePath, protivatePath } from '@contract/site';
import { Link, useLocation } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { runtimeConfig } from '../../lib/runtime-config';
import { FindRepLink } from './find-rep-link';
import { ArrowRight, PinIcon } from './icons';
import canadaBeltMap from './maps/canada-belt.svg';
import northAmericaMap from './maps/north-america.svg';
import usBeltMap from './maps/us-belt.svg';
import { SiteLogo } from './site-header';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/KochAgronomicServices', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/KochAgronomic', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/koch-agronomic-services', Icon: LinkedInIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@KochAgronomicServices', Icon: YouTubeIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/kochagronomicservices', Icon: InstagramIcon },
];

/** Legal statements live in the document library; their seeded GUIDs never change when the file is replaced. */
const LEGAL_LINKS: { label: string; to?: string; href?: string }[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Use', to: '/terms-of-use' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Patents', href: doccenterUrl(SEEDED_LEGAL_GUIDS.patent) },
  { label: 'Modern Slavery Statement', href: doccenterUrl(SEEDED_LEGAL_GUIDS.modernSlavery) },
];

/** The find-a-rep block's map: North America normally; on dual-purpose pages the country's corn and soybean areas. */
function repMap(canada: boolean, dualPurpose: boolean): { src: string; height: number; alt: string } {
  if (!dualPurpose) return { src: northAmericaMap, height: 640, alt: 'Map of the United States and Canada with rep and retailer locations' };
  if (canada) return { src: canadaBeltMap, height: 600, alt: 'Map of Canada highlighting the main corn and soybean growing areas' };
  return { src: usBeltMap, height: 600, alt: 'Map of the United States highlighting the main corn and soybean states' };
}

function FindARepBlock(props: { region: RegionId; dualPurpose: boolean; canada: boolean }) {
  const { region, dualPurpose, canada } = props;
  const map = repMap(canada, dualPurpose);
  return (
    <section className="footer-rep" aria-labelledby="footer-rep-title">
      <div className="container footer-rep__inner">
        <div className="footer-rep__text">
          <p className="eyebrow">
            <PinIcon /> Local expertise
          </p>
          <h2 id="footer-rep-title">{dualPurpose ? 'Find dual-purpose expertise near you' : 'Find a rep or retailer near you'}</h2>
          <p>
            Our agronomists, sales representatives and retail partners work across {canada ? 'Canada' : 'the United States'}. Tell us where you farm and we will connect you with
            someone who knows your soils, your crops and your season.
          </p>
          <div className="footer-rep__actions">
            <FindRepLink region={region} />
            <Link className="btn btn-outline-light" to={contactPath(region)}>
              Contact Us
            </Link>
          </div>
        </div>
        <div className="footer-rep__map">
          <img src={map.src} width={960} height={map.height} loading="lazy" decoding="async" alt={map.alt} />
        </div>
      </div>
    </section>
  );
}

function DualPurposeFooter(props: { region: RegionId }) {
  return (
    <section className="footer-protivate" aria-labelledby="footer-protivate-title">
      <div className="container footer-protivate__inner">
        <div>
          <p className="eyebrow">Seed Enhancement</p>
          <h2 id="footer-protivate-title">Give every seed a stronger start with PROTIVATE</h2>
          <p>Pair your dual-purpose program with PROTIVATE seed enhancer for faster emergence, more even stands and early vigor.</p>
        </div>
        <Link className="btn btn-gold btn-lg" to={protivatePath(props.region)}>
          More Product Info <ArrowRight />
        </Link>
      </div>
    </section>
  );
}

function FooterColumn(props: { title: string; children: React.ReactNode }) {
  return (
    <nav className="footer-col" aria-label={props.title}>
      <h2 className="footer-col__title">{props.title}</h2>
      <ul>{props.children}</ul>
    </nav>
  );
}

function Legal() {
  const year = new Date().getFullYear();
  const company = runtimeConfig.companyName;
  return (
    <div className="footer-legal">
      <ul className="footer-legal__links">
        {LEGAL_LINKS.map((l) => (
          <li key={l.label}>{l.href ? <a href={l.href}>{l.label}</a> : <Link to={l.to!}>{l.label}</Link>}</li>
        ))}
      </ul>
      <p className="footer-legal__tm">
        AGROTAIN, ANVOL, CENTURO, SUPERU, OPTRIENT, TRIBUNE, SYNTHOS, WOLF TRAX, NUTRAX, CROPMIX, 3-TRAX, PROTIVATE and the {company} logo are trademarks of {company} Services, LLC or
        its affiliates and may be registered in some countries.
      </p>
      <p className="footer-legal__disclaimer">
        Always read and follow label directions. Product performance depends on weather, soil, crop and management and may vary. Not every product is registered for sale or use in
        every state or province; check with your local retailer or {company} representative.
      </p>
      <p className="footer-legal__copy">
        © {year} {company} Services, LLC. All rights reserved.
      </p>
    </div>
  );
}

function Social() {
  return (
    <ul className="footer-social" aria-label="Follow us">
      {SOCIAL.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${runtimeConfig.companyName} on ${name} (opens in a new tab)`}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The public footer (spec 2.2); reduced for international visitors, extended on dual-purpose pages (the public layout leaves it out where the spec hides it). */
export function SiteFooter() {
  const region = useAppSelector(selectRegion);
  const { pathname } = useLocation();
  const path = normalizeSitePath(pathname);
  const dualPurpose = DUAL_PURPOSE_PATHS.includes(path);

  if (region === 4) {
    return (
      <footer className="site-footer site-footer--int">
        <div className="container">
          <div className="footer-int">
            <SiteLogo to={REGION_HOME[4]} className="site-logo--light" />
            <p>Serving growers and distributors around the world with stabilized nitrogen, micronutrients and seed enhancement.</p>
            <Link className="btn btn-brand" to="/contact">
              Contact Us
            </Link>
            <Social />
          </div>
          <Legal />
        </div>
      </footer>
    );
  }

  const solutions = MEGA_MENU[region === 3 ? 3 : 2].columns.flatMap((c) => c.groups.flatMap((g) => g.links));
  return (
    <footer className="site-footer">
      {dualPurpose && <DualPurposeFooter region={region} />}
      <FindARepBlock region={region} dualPurpose={dualPurpose} canada={region === 3 || path === '/dual-purpose-ca'} />
      <div className="container footer-main">
        <div className="footer-brand">
          <SiteLogo to={REGION_HOME[region]} className="site-logo--light" />
          <p>Innovative nitrogen protection, micronutrient and seed-enhancement products that help growers feed a growing world.</p>
          <Social />
        </div>
        <FooterColumn title={region === 3 ? 'Solutions (Canada)' : 'Solutions'}>
          {solutions.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Knowledge Center">
          <li>
            <Link to="/knowledge-center/category/39">Articles</Link>
          </li>
          <li>
            <Link to="/knowledge-center/category/38">Podcasts</Link>
          </li>
          <li>
            <Link to="/knowledge-center/category/40">Research &amp; Reports</Link>
          </li>
          <li>
            <Link to="/knowledge-center">All Resources</Link>
          </li>
        </FooterColumn>
        <FooterColumn title="About">
          <li>
            <Link to="/about">About Us</Link>
          </li>
          <li>
            <Link to="/press-releases">Press Releases</Link>
          </li>
          <li>
            <a href="/careers">Careers</a>
          </li>
        </FooterColumn>
        <FooterColumn title="Retailers & Reps">
          <li>
            <Link to={findARepPath(region)}>Find a Rep</Link>
          </li>
          <li>
            <Link to="/product-labels">Labels / SDS</Link>
          </li>
          <li>
            <Link to={contactPath(region)}>Contact Us</Link>
          </li>
        </FooterColumn>
      </div>
      <div className="container">
        <Legal />
      </div>
    </footer>
  );
}
