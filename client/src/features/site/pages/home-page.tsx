import { resourcesListPath } from '@contract/content-kinds';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?home';
import type { RegionId } from '@contract/regions';
import { contactPath, isCanadaHost, MEGA_MENU } from '@contract/site';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { CompactResourceCard } from '../../../components/content/compact-resource-card';
import { FindRepLink } from '../../../components/site/find-rep-link';
import { ArrowRight } from '../../../components/site/icons';
import { useMenuText } from '../../../components/site/mega-menu';
import { usePageHead } from '../../../components/site/page-head';
import { HIGH_FETCH_PRIORITY } from '../../../lib/fetch-priority';
import { LocaleLink as Link, registerMessages, SiteMessageId, useLocale, useT } from '../../../lib/i18n';
import { runtimeConfig } from '../../../lib/runtime-config';
import { currentHost } from '../../../lib/ssr-context';
import { whenNear } from '../../../lib/when-near';
import { homeActions, homeSlice, selectHomeLatest } from '../home-slice';
import granules from '../img/granules.svg';
import heroField from '../img/hero-field.svg?inline';
import leafSpray from '../img/leaf-spray.svg';
import seedling from '../img/seedling.svg';

import '../site-pages.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

homeSlice.injectInto(rootReducer);
injectSagaWhenNeeded('home', async () => (await import(/* webpackChunkName: "site-home-saga" */ '../home-saga')).homeSaga, [homeActions.latestRequested]);

const FAMILY_CARDS: { text: SiteMessageId; image: string; column: string }[] = [
  { text: 'home.family.protection.text', image: granules, column: 'Nutrient Protection' },
  { text: 'home.family.management.text', image: leafSpray, column: 'Nutrient Management' },
  { text: 'home.family.seed.text', image: seedling, column: 'Seed Enhancement' },
];

/** The copy of each home, by region (the catalog's `home.r{region}.*`). */
interface HomeCopy {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  lead: string;
}
function useHomeCopy(region: RegionId): HomeCopy {
  const t = useT();
  const part = (name: 'title' | 'description' | 'eyebrow' | 'headline' | 'lead') => t(`home.r${region}.${name}` as SiteMessageId);
  return { title: part('title'), description: part('description'), eyebrow: part('eyebrow'), headline: part('headline'), lead: part('lead') };
}

function Hero(props: { copy: HomeCopy; region: RegionId }) {
  const { copy, region } = props;
  const t = useT();
  return (
    <section className="home-hero">
      <img className="home-hero__bg" src={heroField} alt="" width={1600} height={900} {...HIGH_FETCH_PRIORITY} decoding="async" />
      <div className="container home-hero__content">
        <p className="eyebrow eyebrow--light">{copy.eyebrow}</p>
        <h1 className="home-hero__title">{copy.headline}</h1>
        <p className="home-hero__lead">{copy.lead}</p>
        <div className="home-hero__actions">
          {region === 4 ? (
            <Link className="btn btn-gold btn-lg" to="/contact">
              {t('home.contactTeam')} <ArrowRight />
            </Link>
          ) : (
            <>
              <a className="btn btn-gold btn-lg" href="#solutions">
                {t('home.exploreSolutions')} <ArrowRight />
              </a>
              <FindRepLink region={region} className="btn btn-outline-light btn-lg" arrow={false} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function Solutions(props: { region: RegionId }) {
  const menu = MEGA_MENU[props.region === 3 ? 3 : 2];
  const t = useT();
  const menuText = useMenuText();
  return (
    <section id="solutions" className="section" aria-labelledby="solutions-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">{t('home.solutions.eyebrow')}</p>
          <h2 id="solutions-title">{t('home.solutions.title')}</h2>
        </div>
        <div className="family-grid">
          {FAMILY_CARDS.map((f) => {
            const links = menu.columns.find((c) => c.title === f.column)?.groups.flatMap((g) => g.links) ?? [];
            const title = menuText(f.column);
            return (
              <article key={f.column} className="family-card">
                <img src={f.image} alt="" width={600} height={450} loading="lazy" decoding="async" className="family-card__img" />
                <div className="family-card__body">
                  <h3>{title}</h3>
                  <p>{t(f.text)}</p>
                  {props.region !== 4 && (
                    <ul className="brand-chips" aria-label={t('home.family.products', { family: title })}>
                      {links.map((l) => (
                        <li key={l.to}>
                          <Link to={l.to}>{l.label}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function StatBand(props: { region: RegionId }) {
  const t = useT();
  return (
    <section className="stat-band" aria-label={t('home.stats.label')}>
      <div className="container stat-band__inner">
        <div className="stat">
          <span className="stat__figure">{t('home.stats.lossFigure', { share: 0.4 })}</span>
          <span className="stat__text">{t('home.stats.loss')}</span>
        </div>
        <div className="stat">
          <span className="stat__figure">3</span>
          <span className="stat__text">{t('home.stats.ways')}</span>
        </div>
        <div className="stat-band__cta">
          {props.region === 2 ? (
            <>
              <p>{t('home.stats.selectorQuestion')}</p>
              <Link className="btn btn-gold" to="/product-selector">
                {t('home.stats.selectorButton')} <ArrowRight />
              </Link>
            </>
          ) : (
            <>
              <p>{t('home.stats.agronomistQuestion')}</p>
              <Link className="btn btn-gold" to={contactPath(props.region)}>
                {t('home.stats.agronomistButton')} <ArrowRight />
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * Below the fold: the items, and the saga and API client's code, load when the section comes near the viewport (at
 * once on a page the browser rendered, or after a navigation), not with the page.
 */
function LatestKnowledge(props: { region: RegionId }) {
  const t = useT();
  const locale = useLocale();
  const french = locale === 'fr';
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectHomeLatest(s, { region: props.region, locale }));
  useEffect(() => {
    let live = true;
    void whenNear('section[aria-labelledby="kc-title"]').then(() => live && dispatch(homeActions.latestRequested({ region: props.region, locale })));
    return () => {
      live = false;
    };
  }, [dispatch, props.region, locale]);
  if (items && items.length === 0) return null;
  return (
    <section className="section section--tint" aria-labelledby="kc-title">
      <div className="container">
        <div className="section__head section__head--row">
          <div>
            <p className="eyebrow">{t('home.latest.eyebrow')}</p>
            <h2 id="kc-title">{t('home.latest.title')}</h2>
          </div>
          <Link className="link-arrow" to={resourcesListPath(french)}>
            {t('home.latest.all')} <ArrowRight />
          </Link>
        </div>
        <div className="card-grid" aria-busy={items === null}>
          {(items ?? [null, null, null]).map((it, i) =>
            it ? <CompactResourceCard key={it.baseId} item={it} region={props.region} /> : <div key={i} className="resource-card resource-card--placeholder" aria-hidden="true" />,
          )}
        </div>
      </div>
    </section>
  );
}

const CAMPAIGNS: { to: string; id: 'clearChoice' | 'balanced' | 'anvol' | 'farming' }[] = [
  { to: '/clear-choice', id: 'clearChoice' },
  { to: '/balanced-nutrition', id: 'balanced' },
  { to: '/anvol-protects', id: 'anvol' },
  { to: '/thats-farming', id: 'farming' },
];

function Campaigns() {
  const t = useT();
  const items = CAMPAIGNS.map((c) => ({ to: c.to, title: t(`home.campaigns.${c.id}.title`), text: t(`home.campaigns.${c.id}.text`) }));
  return (
    <section className="section" aria-labelledby="campaigns-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">{t('home.campaigns.eyebrow')}</p>
          <h2 id="campaigns-title">{t('home.campaigns.title')}</h2>
        </div>
        <div className="campaign-grid">
          {items.map((c) => (
            <article key={c.to} className="campaign-card">
              <h3>
                <Link to={c.to} className="stretched-link">
                  {c.title}
                </Link>
              </h3>
              <p>{c.text}</p>
              <ArrowRight className="campaign-card__arrow" />
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

const INT_REGIONS = ['centralAmerica', 'southAmerica', 'europe', 'asiaPacific', 'africa'] as const;

function InternationalRegions() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="int-title">
      <div className="container int-grid">
        <div>
          <p className="eyebrow">{t('home.int.eyebrow')}</p>
          <h2 id="int-title">{t('home.int.title')}</h2>
          <p>{t('home.int.text')}</p>
          <Link className="btn btn-brand" to="/contact">
            {t('home.int.button')} <ArrowRight />
          </Link>
        </div>
        <ul className="int-regions" aria-label={t('home.int.regions')}>
          {INT_REGIONS.map((r) => (
            <li key={r}>{t(`home.int.region.${r}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Home(props: { region: RegionId }) {
  const copy = useHomeCopy(props.region);
  usePageHead({ title: copy.title, description: copy.description });
  return (
    <div className={`home home--r${props.region}`}>
      <Hero copy={copy} region={props.region} />
      <Solutions region={props.region} />
      {props.region === 4 ? <InternationalRegions /> : <StatBand region={props.region} />}
      <LatestKnowledge region={props.region} />
      {props.region === 2 && <Campaigns />}
    </div>
  );
}

/** `/`: the Canada home on the Canada host, else the US home (spec 2.1). */
export function HomePage() {
  return <Home region={isCanadaHost(currentHost(), runtimeConfig.publicUrlCa) ? 3 : 2} />;
}
export const HomeCaPage = () => <Home region={3} />;
export const HomeIntPage = () => <Home region={4} />;
