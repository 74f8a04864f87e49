import { formMessages } from '@contract/i18n/form-messages';
import { LABEL_LINK_TEXT, LabelDocumentRow, LanguageCode } from '@contract/labels';
import { useIntl } from 'react-intl';

import { SiteMessageId, useLocale, useT } from '../../lib/i18n';
import { fileKind } from './product-labels';

/** The labels library's words in the page's language: document kinds, languages, link texts, dates, areas. */
export function useLabelText() {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const kind = (k: LabelDocumentRow['type']) => t(`labels.kind.${k}` as SiteMessageId);
  const language = (l: LanguageCode) => t(`labels.lang.${l}` as SiteMessageId);
  return {
    t,
    kind,
    language,
    /** "Product Label", "SDS", "Product Label (French)", "Special local need label". */
    linkText: (d: Pick<LabelDocumentRow, 'type' | 'language'>) => {
      const base = LABEL_LINK_TEXT[d.type] ? (d.type === 'label' ? t('labels.productLabel') : kind(d.type)) : kind(d.type);
      return d.language === 'en' ? base : t('labels.linkTextLanguage', { base, language: language(d.language) });
    },
    /** "March 1, 2025" ("1 mars 2025") from YYYY-MM-DD, the same on the server and in the browser (UTC). */
    day: (day: string | null | undefined) => {
      if (!day) return '';
      const d = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? day : intl.formatDate(d, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    },
    /** "PDF", "SVG", … or "File". */
    fileKind: (contentType: string) => {
      const k = fileKind(contentType);
      return k === 'File' ? t('labels.file') : k;
    },
    /** A state's or province's name (the forms' catalog names them in each language). */
    area: (code: string, name: string) => formMessages(locale).states[code] ?? name,
  };
}
