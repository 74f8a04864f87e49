import { DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind } from '@contract/documents';
import { LANGUAGE_NAME, LANGUAGES } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import Form from 'react-bootstrap/Form';

import { errorProps, FieldError } from '../../../components/admin/field-error';
import type { DocumentForm, LabelForm } from '../document-form';

const REGIONS: { id: RegionId; name: string }[] = [
  { id: 2, name: 'US' },
  { id: 3, name: 'Canada' },
  { id: 4, name: 'International' },
];

interface FieldsProps {
  form: DocumentForm;
  set(patch: Partial<DocumentForm>): void;
  errors: Record<string, string>;
  /** The document's id (null while adding). */
  id: number | null;
  /** A new file is chosen. */
  hasFile: boolean;
}

const labelSetter = (props: Pick<FieldsProps, 'form' | 'set'>) => (k: keyof LabelForm) => (e: { target: { value: string } }) =>
  props.set({ label: { ...props.form.label, [k]: e.target.value } });

/**
 * Title, kind and regions; the labels-library fields (language and its versions, products, registration numbers,
 * states or provinces); and, unless a new file is chosen, the dates and note of the current revision.
 */
export function DocumentDetailsFields(props: FieldsProps) {
  const { form, set, errors, id, hasFile } = props;
  const setLabel = labelSetter(props);
  const toggleRegion = (r: RegionId) => set({ regions: form.regions.includes(r) ? form.regions.filter((x) => x !== r) : [...form.regions, r].sort() });
  return (
    <>
      <Form.Group className="mb-3" controlId="doc-title">
        <Form.Label className="fw-semibold">Title</Form.Label>
        <Form.Control value={form.title} maxLength={255} {...errorProps('doc-title', errors.title)} onChange={(e) => set({ title: e.target.value })} />
        <FieldError id="doc-title" error={errors.title} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="doc-kind">
        <Form.Label className="fw-semibold">Kind</Form.Label>
        <Form.Select value={form.kind} {...errorProps('doc-kind', errors.kind)} onChange={(e) => set({ kind: e.target.value as DocumentKind })}>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_NAME[k]}
            </option>
          ))}
        </Form.Select>
        <FieldError id="doc-kind" error={errors.kind} />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.regionIds ? 'doc-regions-error' : undefined}>
        <legend className="form-label fw-semibold fs-6">Regions</legend>
        {REGIONS.map((r) => (
          <Form.Check
            inline
            key={r.id}
            id={`doc-region-${r.id}`}
            type="checkbox"
            label={r.name}
            checked={form.regions.includes(r.id)}
            onChange={() => toggleRegion(r.id)}
            {...errorProps('doc-regions', errors.regionIds)}
          />
        ))}
        <FieldError id="doc-regions" error={errors.regionIds} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">Labels and SDS library</legend>
        <div className="row g-3">
          <Form.Group className="col-sm-6" controlId="doc-language">
            <Form.Label>Language</Form.Label>
            <Form.Select value={form.label.language} {...errorProps('doc-language', errors.language)} onChange={setLabel('language')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAME[l]}
                </option>
              ))}
            </Form.Select>
            <FieldError id="doc-language" error={errors.language} />
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="doc-language-of">
            <Form.Label>Translation of</Form.Label>
            <Form.Control
              value={form.label.languageOf}
              {...errorProps('doc-language-of', errors.languageOf, 'doc-language-of-hint')}
              onChange={setLabel('languageOf')}
              placeholder="The other language’s document ID"
            />
            <Form.Text id="doc-language-of-hint">If this is the same document in another language, the ID of that document (shown under its public link).</Form.Text>
            <FieldError id="doc-language-of" error={errors.languageOf} />
          </Form.Group>
          <Form.Group className="col-12" controlId="doc-products">
            <Form.Label>Products</Form.Label>
            <Form.Control value={form.label.products} onChange={setLabel('products')} placeholder="e.g. AGROTAIN, ANVOL" aria-describedby="doc-products-hint" />
            <Form.Text id="doc-products-hint">Comma separated. Documents linked from a product label entry belong to that product too.</Form.Text>
          </Form.Group>
          <Form.Group className="col-12" controlId="doc-registrations">
            <Form.Label>Registration numbers</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={form.label.registrations}
              {...errorProps('doc-registrations', errors.registrations, 'doc-registrations-hint')}
              onChange={setLabel('registrations')}
              placeholder={'EPA: 71512-1\nCanada PCP: 33801'}
            />
            <Form.Text id="doc-registrations-hint">One a line: EPA, State, Canada PCP or Canada Fertilizers Act, a colon, then the number. Optional.</Form.Text>
            <FieldError id="doc-registrations" error={errors.registrations} />
          </Form.Group>
          <Form.Group className="col-12" controlId="doc-areas">
            <Form.Label>States or provinces</Form.Label>
            <Form.Control value={form.label.areas} {...errorProps('doc-areas', errors.areas, 'doc-areas-hint')} onChange={setLabel('areas')} placeholder="e.g. IA, NE, ON" />
            <Form.Text id="doc-areas-hint">Two-letter codes. Empty: everywhere in its regions.</Form.Text>
            <FieldError id="doc-areas" error={errors.areas} />
          </Form.Group>
        </div>
      </fieldset>
      {!id || !hasFile ? (
        <fieldset className="mb-3">
          <legend className="form-label fw-semibold fs-6">{id ? 'Current revision' : 'Revision'}</legend>
          <div className="row g-3">
            <Form.Group className="col-sm-6" controlId="doc-revision-date">
              <Form.Label>Revision date</Form.Label>
              <Form.Control type="date" value={form.label.revisionDate} {...errorProps('doc-revision-date', errors.revisionDate)} onChange={setLabel('revisionDate')} />
              <FieldError id="doc-revision-date" error={errors.revisionDate} />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="doc-effective-date">
              <Form.Label>Effective date</Form.Label>
              <Form.Control type="date" value={form.label.effectiveDate} {...errorProps('doc-effective-date', errors.effectiveDate)} onChange={setLabel('effectiveDate')} />
              <FieldError id="doc-effective-date" error={errors.effectiveDate} />
            </Form.Group>
            <Form.Group className="col-12" controlId="doc-what-changed">
              <Form.Label>What changed</Form.Label>
              <Form.Control value={form.label.whatChanged} maxLength={500} onChange={setLabel('whatChanged')} />
            </Form.Group>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

/** A new file's revision: its date, effective date, the "What changed" note subscribers are emailed, and the old stock's end. */
export function NewRevisionFields(props: Omit<FieldsProps, 'id' | 'hasFile'>) {
  const { form, set, errors } = props;
  const setLabel = labelSetter(props);
  const setNext = (patch: Partial<DocumentForm['next']>) => set({ next: { ...form.next, ...patch } });
  return (
    <fieldset className="mt-3" aria-describedby="doc-new-revision-hint">
      <legend className="form-label fw-semibold fs-6">New revision</legend>
      <p id="doc-new-revision-hint" className="form-text mt-0">
        Subscribers to this document and its products are emailed this revision’s date and “What changed” note.
      </p>
      <div className="row g-3">
        <Form.Group className="col-sm-6" controlId="doc-new-revision-date">
          <Form.Label>Revision date</Form.Label>
          <Form.Control
            type="date"
            value={form.next.revisionDate}
            onChange={(e) => setNext({ revisionDate: e.target.value })}
            {...errorProps('doc-new-revision-date', errors.revisionDate)}
          />
          <FieldError id="doc-new-revision-date" error={errors.revisionDate} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="doc-new-effective-date">
          <Form.Label>Effective date</Form.Label>
          <Form.Control type="date" value={form.next.effectiveDate} onChange={(e) => setNext({ effectiveDate: e.target.value })} />
        </Form.Group>
        <Form.Group className="col-12" controlId="doc-new-what-changed">
          <Form.Label>What changed</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            required
            value={form.next.whatChanged}
            onChange={(e) => setNext({ whatChanged: e.target.value })}
            {...errorProps('doc-new-what-changed', errors.whatChanged)}
          />
          <FieldError id="doc-new-what-changed" error={errors.whatChanged} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="doc-valid-until">
          <Form.Label>Valid on existing stock until</Form.Label>
          <Form.Control type="date" value={form.label.validUntil} onChange={setLabel('validUntil')} {...errorProps('doc-valid-until', errors.validUntil, 'doc-valid-until-hint')} />
          <Form.Text id="doc-valid-until-hint">For the revision this file supersedes. Optional.</Form.Text>
          <FieldError id="doc-valid-until" error={errors.validUntil} />
        </Form.Group>
      </div>
    </fieldset>
  );
}
