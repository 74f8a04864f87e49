import type { ProductFamily } from '@contract/content';
import { doccenterSrcSet } from '@contract/documents';
import { withoutLocale } from '@contract/i18n/locale-paths';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?product,related';
import { REGION_HOME } from '@contract/regions';
import { contactPath, productRoute } from '@contract/site';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSagaWhenNeeded } from '../../../app/store';
import { ModuleRenderer } from '../../../components/content/module-renderer';
import { RichText } from '../../../components/content/rich-text';
import { FindRepLink } from '../../../components/site/find-rep-link';
import { PinIcon } from '../../../components/site/icons';
import { usePageHead } from '../../../components/site/page-head';
import { HIGH_FETCH_PRIORITY } from '../../../lib/fetch-priority';
import { LocaleLink as Link, registerMessages, SiteMessageId, useLocale, useT } from '../../../lib/i18n';
import { isFirstPageView } from '../../../lib/ssr-context';
import granules from '../img/granules.svg';
import leafSpray from '../img/leaf-spray.svg';
import seedling from '../img/seedling.svg';
import { productPageActions as A, productPageSlice, selectProductPage } from '../product-slice';
import { NotFoundPage } from './message-pages';
import { LabelsSection, RelatedKnowledge } from './product-documents';

import '../site-pages.css';

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

productPageSlice.injectInto(rootReducer);
injectSagaWhenNeeded('productPage', async () => (await import(/* webpackChunkName: "site-product-saga" */ '../product-saga')).productPageSaga, [
  A.productRequested,
  A.labelsRequested,
  A.relatedRequested,
  A.notifyRequested,
]);

const FAMILY_ART: Record<ProductFamily, string> = { 'nitrogen-stabilizers': granules, micronutrients: leafSpray, 'seed-enhancer': seedling };

/** The product record: the one the server rendered the first page view with, else asked for (again on each visit). */
function useProduct(slug: string) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProductPage);
  useEffect(() => {
    if (isFirstPageView() && state.slug === slug && state.status === 'succeeded') return;
    dispatch(A.productRequested({ slug }));
    // Asked for once per product shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);
  useEffect(() => () => void dispatch(A.left()), [dispatch]);
  return state.slug === slug ? state : { slug, item: null, status: 'loading' as const };
}

/** A product page (spec 2.1), rendered from the product record staff edit in the admin. */
export function ProductPage() {
  const { pathname } = useLocation();
  const t = useT();
  const locale = useLocale();
  // The record is asked for by the page's path (a French page's starts with fr/: its record is the French one).
  const key = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const slug = withoutLocale(pathname)
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  const route = productRoute(slug);
  const { item, status } = useProduct(key);
  const product = item?.product ?? null;
  const brand = product?.brand ?? route?.brand ?? slug.toUpperCase();
  const region = route?.region ?? 2;
  usePageHead(item ? { title: item.metadata?.title || item.title, description: item.metadata?.desc ?? product?.tagline, image: item.metadata?.ogphoto?.previewsrc } : null);

  if (status === 'failed' && !route) return <NotFoundPage />;
  if (status === 'loading') {
    return (
      <div className="product-hero product-hero--loading" aria-busy="true">
        <div className="container">
          <p className="eyebrow eyebrow--light">&nbsp;</p>
          <h1 className="product-hero__title">{brand}</h1>
        </div>
      </div>
    );
  }
  const family = product?.family ?? 'nitrogen-stabilizers';
  const familyName = t(`product.family.${family}` as SiteMessageId);
  const hero = item?.heroMedia;
  return (
    <article className="product-page">
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb-bar">
        <ol className="container crumbs">
          <li>
            <Link to={REGION_HOME[region]}>{t('product.home')}</Link>
          </li>
          <li>{familyName}</li>
          <li aria-current="page">{brand}</li>
        </ol>
      </nav>
      <header className="product-hero">
        <div className="container product-hero__grid">
          <div>
            <p className="eyebrow eyebrow--light">{familyName}</p>
            <h1 className="product-hero__title">{item?.title ?? brand}</h1>
            <p className="product-hero__lead">{product?.tagline ?? item?.summary ?? route?.blurb}</p>
            <div className="product-hero__actions">
              <FindRepLink region={region} className="btn btn-gold btn-lg" />
              <a className="btn btn-outline-light btn-lg" href="#labels">
                {t('product.labelsAndSds')}
              </a>
            </div>
          </div>
          <div className="product-hero__media">
            {hero?.previewsrc ? (
              <img
                src={hero.previewsrc}
                srcSet={doccenterSrcSet(hero.previewsrc)}
                sizes={doccenterSrcSet(hero.previewsrc) ? '(min-width: 992px) 560px, 100vw' : undefined}
                alt={hero.alttext ?? ''}
                width={600}
                height={450}
                {...HIGH_FETCH_PRIORITY}
              />
            ) : (
              <img src={FAMILY_ART[family]} alt="" width={600} height={450} {...HIGH_FETCH_PRIORITY} />
            )}
          </div>
        </div>
      </header>

      {!!product?.benefits?.length && (
        <section className="section" aria-labelledby="benefits-title">
          <div className="container">
            <h2 id="benefits-title">{t('product.benefits')}</h2>
            <div className="benefit-grid">
              {product.benefits.map((b, i) => (
                <div key={i} className="benefit">
                  <span className="benefit__num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <h3>{b.headline}</h3>
                  <p>{b.text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}

      {!!(product?.howItWorks || product?.application || product?.guaranteedAnalysis?.length) && (
        <section className="section section--tint" aria-label={t('product.details')}>
          <div className="container detail-grid">
            {product?.howItWorks && (
              <div>
                <h2>{t('product.howItWorks')}</h2>
                <RichText className="prose-text" html={product.howItWorks} />
              </div>
            )}
            {product?.application && (
              <div>
                <h2>{t('product.application')}</h2>
                <RichText className="prose-text" html={product.application} />
              </div>
            )}
            {!!product?.guaranteedAnalysis?.length && (
              <div>
                <h2>{t('product.analysis')}</h2>
                <table className="analysis-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('product.nutrient')}</th>
                      <th scope="col">{t('product.guaranteed')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {product.guaranteedAnalysis.map((g) => (
                      <tr key={g.nutrient}>
                        <th scope="row">{g.nutrient}</th>
                        <td>{g.percent}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </section>
      )}

      {!!item?.modules?.length && (
        <div className="container section">
          <ModuleRenderer modules={item.modules} />
        </div>
      )}

      <LabelsSection brand={brand} region={region} locale={locale} />
      <RelatedKnowledge brand={brand} region={region} locale={locale} />

      <section className="cta-band" aria-labelledby="rep-cta-title">
        <div className="container cta-band__inner">
          <div>
            <h2 id="rep-cta-title">
              <PinIcon /> {t('product.ctaTitle', { brand })}
            </h2>
            <p>{t('product.ctaText')}</p>
          </div>
          <div className="cta-band__actions">
            <FindRepLink region={region} />
            <Link className="btn btn-outline-light" to={contactPath(region)}>
              {t('product.contactUs')}
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
