import { doccenterUrl } from '@contract/documents';
import { useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DeferredNotifyForm } from '../../../components/site/deferred-notify-form';
import { DocIcon } from '../../../components/site/icons';
import { LocaleLink as Link, Message, useLocale, useT } from '../../../lib/i18n';
import { whenNear } from '../../../lib/when-near';
import { type BrandQuery, productPageActions as A, selectLabels, selectProductPage, selectRelated } from '../product-slice';
import type { RelatedKnowledgeSection } from './related-knowledge';

// The product page's sections below its body, each loaded when the reader comes near the labels.

/**
 * A label or SDS link. On a French page it leads to the French (or bilingual) document where the library has one,
 * and says "(en anglais seulement)" where it has none.
 */
function DocumentLink(props: { english: string; french: string | null | undefined; text: string }) {
  const t = useT();
  const frenchPage = useLocale() === 'fr';
  const guid = frenchPage && props.french ? props.french : props.english;
  const englishOnly = frenchPage && !props.french;
  return (
    <a href={doccenterUrl(guid)} target="_blank" rel="noopener" hrefLang={englishOnly ? 'en' : undefined}>
      <DocIcon /> {props.text}
      {englishOnly ? ` ${t('product.englishOnly')}` : null}
    </a>
  );
}

export function LabelsSection(props: BrandQuery) {
  const { brand, region, locale } = props;
  const dispatch = useAppDispatch();
  const t = useT();
  const labels = useAppSelector((s) => selectLabels(s, props));
  const notify = useAppSelector((s) => selectProductPage(s).notify);
  useEffect(() => {
    let live = true;
    void whenNear('#labels').then(() => live && dispatch(A.labelsRequested({ brand, region, locale })));
    return () => {
      live = false;
    };
  }, [dispatch, brand, region, locale]);
  return (
    <section id="labels" className="section section--tint" aria-labelledby="labels-title">
      <div className="container">
        <h2 id="labels-title">{t('product.labelsTitle')}</h2>
        {labels === null ? (
          // Without script the documents never load: the link to the library below is the way to them.
          <p className="text-muted needs-script">{t('product.loadingDocuments')}</p>
        ) : labels.length === 0 ? (
          <p>
            <Message id="product.noDocuments" values={{ link: (chunks: React.ReactNode[]) => <Link to="/product-labels">{chunks}</Link> }} />
          </p>
        ) : (
          <ul className="doc-list">
            {labels.flatMap((l) => [
              l.label && (
                <li key={`${l.title}-label`}>
                  <DocumentLink english={l.label} french={l.french?.label} text={t('product.labelLink', { title: l.title })} />
                </li>
              ),
              l.sds && (
                <li key={`${l.title}-sds`}>
                  <DocumentLink english={l.sds} french={l.french?.sds} text={t('product.sdsLink', { title: l.title })} />
                </li>
              ),
              ...l.supplemental.map((s) => (
                <li key={s.documentGuid}>
                  <a href={doccenterUrl(s.documentGuid)} target="_blank" rel="noopener">
                    <DocIcon /> {s.title}
                  </a>
                </li>
              )),
            ])}
          </ul>
        )}
        <p className="mt-3">
          <Link to={`/product-labels?product=${encodeURIComponent(props.brand)}`}>{t('product.allDocuments', { brand: props.brand })}</Link>
        </p>
        <DeferredNotifyForm
          targets={[{ kind: 'product', key: props.brand, label: t('product.notifyTarget', { brand: props.brand }), checked: true }]}
          status={notify.status}
          message={notify.message}
          errors={notify.errors}
          onSubmit={(v) => dispatch(A.notifyRequested(v))}
        />
      </div>
    </section>
  );
}

/**
 * Knowledge-center items about the product, after the labels: fetched when the labels section comes near, and
 * drawn by a chunk loaded with them (the section shows only once it has items, so no server HTML waits for it).
 */
export function RelatedKnowledge(props: BrandQuery) {
  const { brand, region, locale } = props;
  const dispatch = useAppDispatch();
  const items = useAppSelector((s) => selectRelated(s, props));
  const [Section, setSection] = useState<{ draw: typeof RelatedKnowledgeSection } | null>(null);
  useEffect(() => {
    let live = true;
    void whenNear('#labels').then(() => live && dispatch(A.relatedRequested({ brand, region, locale })));
    return () => {
      live = false;
    };
  }, [dispatch, brand, region, locale]);
  useEffect(() => {
    if (!items?.length || Section) return;
    let live = true;
    void import(/* webpackChunkName: "related-knowledge" */ './related-knowledge').then((m) => live && setSection({ draw: m.RelatedKnowledgeSection }));
    return () => {
      live = false;
    };
  }, [items, Section]);
  return items?.length && Section ? <Section.draw items={items} region={region} /> : null;
}
