import { resourcesListPath } from '@contract/content-kinds';
import { doccenterUrl, SEEDED_LEGAL_GUIDS } from '@contract/documents';
import { hasFrenchTwin, withoutLocale } from '@contract/i18n/locale-paths';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?footer';
import { REGION_HOME, RegionId } from '@contract/regions';
import { contactPath, DUAL_PURPOSE_PATHS, findARepPath, MEGA_MENU, normalizeSitePath, protivatePath } from '@contract/site';
import { useLocation } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { LocaleLink as Link, registerMessages, SiteMessageId, useLocale, useT } from '../../lib/i18n';
import { runtimeConfig } from '../../lib/runtime-config';
import { FindRepLink } from './find-rep-link';
import { ArrowRight, PinIcon } from './icons';
import canadaBeltMap from './maps/canada-belt.svg';
import northAmericaMap from './maps/north-america.svg';
import usBeltMap from './maps/us-belt.svg';
import { SiteLogo } from './site-header';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/KochAgronomicServices', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/KochAgronomic', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/koch-agronomic-services', Icon: LinkedInIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@KochAgronomicServices', Icon: YouTubeIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/kochagronomicservices', Icon: InstagramIcon },
];

/** Legal statements live in the document library; their seeded GUIDs never change when the file is replaced. */
const LEGAL_LINKS: { label: SiteMessageId; to?: string; href?: string }[] = [
  { label: 'footer.legal.privacy', to: '/privacy-policy' },
  { label: 'footer.legal.terms', to: '/terms-of-use' },
  { label: 'footer.legal.accessibility', to: '/accessibility' },
  { label: 'footer.legal.patents', href: doccenterUrl(SEEDED_LEGAL_GUIDS.patent) },
  { label: 'footer.legal.modernSlavery', href: doccenterUrl(SEEDED_LEGAL_GUIDS.modernSlavery) },
];

/** The find-a-rep block's map: North America normally; on dual-purpose pages the country's corn and soybean areas. */
function repMap(canada: boolean, dualPurpose: boolean): { src: string; height: number; alt: SiteMessageId } {
  if (!dualPurpose) return { src: northAmericaMap, height: 640, alt: 'footer.map.northAmerica' };
  if (canada) return { src: canadaBeltMap, height: 600, alt: 'footer.map.canadaBelt' };
  return { src: usBeltMap, height: 600, alt: 'footer.map.usBelt' };
}

function FindARepBlock(props: { region: RegionId; dualPurpose: boolean; canada: boolean }) {
  const { region, dualPurpose, canada } = props;
  const t = useT();
  const map = repMap(canada, dualPurpose);
  return (
    <section className="footer-rep" aria-labelledby="footer-rep-title">
      <div className="container footer-rep__inner">
        <div className="footer-rep__text">
          <p className="eyebrow">
            <PinIcon /> {t('footer.localExpertise')}
          </p>
          <h2 id="footer-rep-title">{dualPurpose ? t('footer.repTitleDualPurpose') : t('footer.repTitle')}</h2>
          <p>{t('footer.repText', { country: canada ? 'ca' : 'us' })}</p>
          <div className="footer-rep__actions">
            <FindRepLink region={region} />
            <Link className="btn btn-outline-light" to={contactPath(region)}>
              {t('footer.contactUs')}
            </Link>
          </div>
        </div>
        <div className="footer-rep__map">
          <img src={map.src} width={960} height={map.height} loading="lazy" decoding="async" alt={t(map.alt)} />
        </div>
      </div>
    </section>
  );
}

function DualPurposeFooter(props: { region: RegionId }) {
  const t = useT();
  return (
    <section className="footer-protivate" aria-labelledby="footer-protivate-title">
      <div className="container footer-protivate__inner">
        <div>
          <p className="eyebrow">{t('footer.seedEnhancement')}</p>
          <h2 id="footer-protivate-title">{t('footer.protivateTitle')}</h2>
          <p>{t('footer.protivateText')}</p>
        </div>
        <Link className="btn btn-gold btn-lg" to={protivatePath(props.region)}>
          {t('footer.moreProductInfo')} <ArrowRight />
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

/** On a French page, a link to what exists in English only (a page with no French twin, a document, another site) says so. */
function EnglishOnly(props: { to?: string }) {
  const t = useT();
  if (useLocale() !== 'fr' || (props.to && hasFrenchTwin(props.to))) return null;
  return <span className="footer-english-only"> {t('footer.englishOnly')}</span>;
}

function Legal() {
  const t = useT();
  const year = new Date().getFullYear();
  const company = runtimeConfig.companyName;
  return (
    <div className="footer-legal">
      <ul className="footer-legal__links">
        {LEGAL_LINKS.map((l) => (
          <li key={l.label}>
            {l.href ? <a href={l.href}>{t(l.label)}</a> : <Link to={l.to!}>{t(l.label)}</Link>}
            <EnglishOnly to={l.to} />
          </li>
        ))}
      </ul>
      <p className="footer-legal__tm">{t('footer.trademarks', { company })}</p>
      <p className="footer-legal__disclaimer">{t('footer.disclaimer', { company })}</p>
      <p className="footer-legal__copy">{t('footer.copyright', { year: String(year), company })}</p>
    </div>
  );
}

function Social() {
  const t = useT();
  return (
    <ul className="footer-social" aria-label={t('footer.followUs')}>
      {SOCIAL.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { company: runtimeConfig.companyName, network: name })}>
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
  const t = useT();
  const french = useLocale() === 'fr';
  const path = normalizeSitePath(withoutLocale(pathname));
  const dualPurpose = DUAL_PURPOSE_PATHS.includes(path);

  if (region === 4) {
    return (
      <footer className="site-footer site-footer--int">
        <div className="container">
          <div className="footer-int">
            <SiteLogo to={REGION_HOME[4]} className="site-logo--light" />
            <p>{t('footer.intText')}</p>
            <Link className="btn btn-brand" to="/contact">
              {t('footer.contactUs')}
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
          <p>{t('footer.brandText')}</p>
          <Social />
        </div>
        <FooterColumn title={region === 3 ? t('footer.solutionsCanada') : t('footer.solutions')}>
          {solutions.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.knowledgeCenter')}>
          {/* The French site lists Canada's items. */}
          <li>
            <Link to={resourcesListPath(french, 39)}>{t('footer.articles')}</Link>
          </li>
          <li>
            <Link to={resourcesListPath(french, 38)}>{t('footer.podcasts')}</Link>
          </li>
          <li>
            <Link to={resourcesListPath(french, 40)}>{t('footer.research')}</Link>
          </li>
          <li>
            <Link to={resourcesListPath(french)}>{t('footer.allResources')}</Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.about')}>
          <li>
            <Link to="/about">{t('footer.aboutUs')}</Link>
          </li>
          <li>
            {/* The French site links Canada's press releases. */}
            <Link to={french ? '/can/press-releases' : '/press-releases'}>{t('footer.pressReleases')}</Link>
          </li>
          <li>
            <a href="/careers">{t('footer.careers')}</a>
            <EnglishOnly />
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.retailersReps')}>
          <li>
            <Link to={findARepPath(region)}>{t('footer.findARep')}</Link>
          </li>
          <li>
            <Link to="/product-labels">{t('footer.labels')}</Link>
          </li>
          <li>
            <Link to={contactPath(region)}>{t('footer.contactUs')}</Link>
          </li>
        </FooterColumn>
      </div>
      <div className="container">
        <Legal />
      </div>
    </footer>
  );
}
