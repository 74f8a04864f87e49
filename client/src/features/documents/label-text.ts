import { formatBytes } from '@contract/documents';
import { longDate } from '@contract/i18n/long-date';
import messages, { french as frenchMessages } from '@contract/i18n/messages/site.en.json?labels,product';
import { LABEL_LINK_TEXT, LabelDocumentRow, LanguageCode, RegistrationAgency } from '@contract/labels';

import { loadFormMessages } from '../../lib/form-messages';
import { registerMessages, SiteMessageId, useLocale, useT } from '../../lib/i18n';
import { readLoaded } from '../../lib/read-loaded';
import { fileKind, linkNamesLanguage } from './product-labels';

/** A registration's agency as the page's language names it ("Loi sur les engrais (Canada)"). */
const AGENCY_MESSAGE: Record<RegistrationAgency, SiteMessageId> = {
  EPA: 'labels.agency.epa',
  State: 'labels.agency.state',
  'Canada PCP': 'labels.agency.canadaPcp',
  'Canada Fertilizers Act': 'labels.agency.canadaFertilizersAct',
};

// This page's part of the catalog: English with the code, French loaded on French pages (lib/i18n.tsx).
registerMessages(messages, frenchMessages);

/** The labels library's words in the page's language: document kinds, languages, link texts, dates, areas. */
export function useLabelText() {
  const t = useT();
  const locale = useLocale();
  // Only French pages load the forms' catalog for the names (it suspends the page's first render until it has).
  const frenchAreas = locale === 'fr' ? readLoaded(loadFormMessages('fr')).states : null;
  const kind = (k: LabelDocumentRow['type']) => t(`labels.kind.${k}` as SiteMessageId);
  const language = (l: LanguageCode) => t(`labels.lang.${l}` as SiteMessageId);
  // Within a line French writes a language in lower case (« Étiquette · anglais »); English keeps its capital.
  const languageInline = (l: LanguageCode) => (locale === 'fr' ? language(l).toLocaleLowerCase('fr-CA') : language(l));
  return {
    t,
    kind,
    language,
    languageInline,
    /** "Product Label", "SDS", "Product Label (French)", "Special local need label"; on French pages « Étiquette du produit (anglais) ». */
    linkText: (d: Pick<LabelDocumentRow, 'type' | 'language'>) => {
      const base = LABEL_LINK_TEXT[d.type] ? (d.type === 'label' ? t('labels.productLabel') : kind(d.type)) : kind(d.type);
      return linkNamesLanguage(d.language, locale) ? t('labels.linkTextLanguage', { base, language: languageInline(d.language) }) : base;
    },
    /** "March 1, 2025" (« 1 mars 2025 ») from YYYY-MM-DD, the same on the server and in the browser (UTC). */
    day: (day: string | null | undefined) => {
      if (!day) return '';
      const d = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? day : longDate(d, locale);
    },
    /** "PDF", "SVG", … or "File". */
    fileKind: (contentType: string) => {
      const k = fileKind(contentType);
      return k === 'File' ? t('labels.file') : k;
    },
    /** A file's size: "1.6 MB" ("1,6 Mo"). */
    size: (bytes: number) => formatBytes(bytes, locale),
    locale,
    /** A registration's agency: "Canada Fertilizers Act", « Loi sur les engrais (Canada) ». */
    agency: (a: RegistrationAgency) => t(AGENCY_MESSAGE[a]),
    /** A state's or province's name: in French, the forms' catalog's (English pages keep the contract's names). */
    area: (code: string, name: string) => frenchAreas?.[code] ?? name,
  };
}
