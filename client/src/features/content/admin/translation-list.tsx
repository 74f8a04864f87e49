import type { ContentSummary } from '@contract/content';
import { isLocale, type Locale } from '@contract/i18n/locale';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';

/** Each language by its own name, as the lists and the filter show it. */
const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** The content lists' Language filter: every language, English or Français. */
export function LanguageFilter({ value, onChange }: { value: Locale | undefined; onChange(locale: Locale | undefined): void }) {
  return (
    <Form.Group className="col-6 col-md-2" controlId="content-language">
      <Form.Label>Language</Form.Label>
      <Form.Select value={value ?? ''} onChange={(e) => onChange(isLocale(e.target.value) ? e.target.value : undefined)}>
        <option value="">All</option>
        <option value="en" lang="en">
          {LANGUAGE_NAME.en}
        </option>
        <option value="fr" lang="fr">
          {LANGUAGE_NAME.fr}
        </option>
      </Form.Select>
    </Form.Group>
  );
}

/** A list row's Language cell: the item's language, and "Translation outdated" when its source has changed since (or that its source was deleted). */
export function LanguageCell({ item }: { item: ContentSummary }) {
  const locale = item.locale ?? 'en';
  return (
    <td>
      <span lang={locale}>{LANGUAGE_NAME[locale]}</span>
      {item.translation?.sourceDeleted ? (
        <>
          {' '}
          <Badge bg="danger">English source deleted</Badge>
        </>
      ) : item.translation?.outdated ? (
        <>
          {' '}
          <Badge bg="warning" text="dark">
            Translation outdated
          </Badge>
        </>
      ) : null}
    </td>
  );
}
