import { HOME_COPY as COPY, HomeCopy } from '@contract/home-copy';
import type { RegionId } from '@contract/regions';
import { contactPath, isCanadaHost, MEGA_MENU } from '@contract/site';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { CompactResourceCard } from '../../../components/content/compact-resource-card';
import { FindRepLink } from '../../../components/site/find-rep-link';
import { ArrowRight } from '../../../components/site/icons';
import { usePageHead } from '../../../components/site/page-head';
import { runtimeConfig } from '../../../lib/runtime-config';
import { currentHost } from '../../../lib/ssr-context';
import { whenNear } from '../../../lib/when-near';
import { homeActions, homeSlice, selectHomeLatest } from '../home-slice';
import granules from '../img/granules.svg';
import heroField from '../img/hero-field.svg?inline';
import leafSpray from '../img/leaf-spray.svg';
import seedling from '../img/seedling.svg';

import '../site-pages.css';

homeSlice.injectInto(rootReducer);
injectSagaWhenNeeded('home', async () => (await import(/* webpackChunkName: "site-home-saga" */ '../home-saga')).homeSaga, [homeActions.latestRequested]);

const FAMILY_CARDS = [
  { title: 'Nutrient Protection', text: 'Keep nitrogen in the root zone and out of the air and water, above ground and below.', image: granules, column: 'Nutrient Protection' },
  {
    title: 'Nutrient Management',
    text: 'Micronutrient coatings and foliar nutrition that put the right nutrients on every granule and leaf.',
    image: leafSpray,
    column: 'Nutrient Management',
  },
  { title: 'Seed Enhancement', text: 'A strong start from the seed up: faster emergence, more even stands and early vigor.', image: seedling, column: 'Seed Enhancement' },
];

function Hero(props: { copy: HomeCopy; region: RegionId }) {
  const { copy, region } = props;
  return (
    <section className="home-hero">
      <img className="home-hero__bg" src={heroField} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
      <div className="container home-hero__content">
        <p className="eyebrow eyebrow--light">{copy.eyebrow}</p>
        <h1 className="home-hero__title">{copy.headline}</h1>
        <p className="home-hero__lead">{copy.lead}</p>
        <div className="home-hero__actions">
          {region === 4 ? (
            <Link className="btn btn-gold btn-lg" to="/contact">
              Contact our team <ArrowRight />
            </Link>
          ) : (
            <>
              <a className="btn btn-gold btn-lg" href="#solutions">
                Explore Solutions <ArrowRight />
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
  return (
    <section id="solutions" className="section" aria-labelledby="solutions-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">Our solutions</p>
          <h2 id="solutions-title">Technologies for every stage of the season</h2>
        </div>
        <div className="family-grid">
          {FAMILY_CARDS.map((f) => {
            const links = menu.columns.find((c) => c.title === f.column)?.groups.flatMap((g) => g.links) ?? [];
            return (
              <article key={f.title} className="family-card">
                <img src={f.image} alt="" width={600} height={450} loading="lazy" decoding="async" className="family-card__img" />
                <div className="family-card__body">
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                  {props.region !== 4 && (
                    <ul className="brand-chips" aria-label={`${f.title} products`}>
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
  return (
    <section className="stat-band" aria-label="Why nitrogen protection matters">
      <div className="container stat-band__inner">
        <div className="stat">
          <span className="stat__figure">40%</span>
          <span className="stat__text">Up to 40% of surface-applied urea can be lost by volatilization.</span>
        </div>
        <div className="stat">
          <span className="stat__figure">3</span>
          <span className="stat__text">Ways nitrogen escapes: volatilization, leaching and denitrification. Our stabilizers address them.</span>
        </div>
        <div className="stat-band__cta">
          {props.region === 2 ? (
            <>
              <p>Not sure which product fits your operation?</p>
              <Link className="btn btn-gold" to="/product-selector">
                Try the Product Selector <ArrowRight />
              </Link>
            </>
          ) : (
            <>
              <p>Questions about the right product for your acres?</p>
              <Link className="btn btn-gold" to={contactPath(props.region)}>
                Ask an agronomist <ArrowRight />
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
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectHomeLatest(s, props.region));
  useEffect(() => {
    let live = true;
    void whenNear('section[aria-labelledby="kc-title"]').then(() => live && dispatch(homeActions.latestRequested(props.region)));
    return () => {
      live = false;
    };
  }, [dispatch, props.region]);
  if (items && items.length === 0) return null;
  return (
    <section className="section section--tint" aria-labelledby="kc-title">
      <div className="container">
        <div className="section__head section__head--row">
          <div>
            <p className="eyebrow">Knowledge Center</p>
            <h2 id="kc-title">Agronomy insights from the field</h2>
          </div>
          <Link className="link-arrow" to="/knowledge-center">
            All resources <ArrowRight />
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

function Campaigns() {
  const items = [
    { to: '/clear-choice', title: 'The Clear Choice', text: 'Why stabilized nitrogen pays for itself, acre after acre.' },
    { to: '/balanced-nutrition', title: 'Balanced Nutrition', text: 'Micronutrients on every granule for even uptake across the field.' },
    { to: '/anvol-protects', title: 'ANVOL Protects', text: 'Longer above-ground protection for surface-applied urea.' },
    { to: '/thats-farming', title: "That's Farming", text: 'Stories from growers who plan for the weather they cannot control.' },
  ];
  return (
    <section className="section" aria-labelledby="campaigns-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">Featured</p>
          <h2 id="campaigns-title">Programs and stories</h2>
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

function InternationalRegions() {
  const regions = ['Central America', 'South America', 'Europe', 'Asia Pacific', 'Africa'];
  return (
    <section className="section" aria-labelledby="int-title">
      <div className="container int-grid">
        <div>
          <p className="eyebrow">Global reach</p>
          <h2 id="int-title">Working with distributors worldwide</h2>
          <p>
            Our technologies are registered and sold through distribution partners in many countries. Tell us where you farm or do business and our international team will put you in
            touch with the right partner.
          </p>
          <Link className="btn btn-brand" to="/contact">
            Contact our international team <ArrowRight />
          </Link>
        </div>
        <ul className="int-regions" aria-label="Regions we serve">
          {regions.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Home(props: { region: RegionId }) {
  const copy = COPY[props.region];
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
