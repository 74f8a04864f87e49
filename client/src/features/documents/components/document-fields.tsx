import { DOCUMENT_KIND_NAME, DOCUMENT_KINDS, DocumentKind } from '@contract/documents';
import { LANGUAGE_NAME, LANGUAGES } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import Form from 'react-bootstrap/Form';

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
        <Form.Control value={form.title} maxLength={255} isInvalid={!!errors.title} onChange={(e) => set({ title: e.target.value })} />
        <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="doc-kind">
        <Form.Label className="fw-semibold">Kind</Form.Label>
        <Form.Select value={form.kind} isInvalid={!!errors.kind} onChange={(e) => set({ kind: e.target.value as DocumentKind })}>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {DOCUMENT_KIND_NAME[k]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.kind}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
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
            isInvalid={!!errors.regionIds}
          />
        ))}
        {errors.regionIds ? <div className="invalid-feedback d-block">{errors.regionIds}</div> : null}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">Labels and SDS library</legend>
        <div className="row g-3">
          <Form.Group className="col-sm-6" controlId="doc-language">
            <Form.Label>Language</Form.Label>
            <Form.Select value={form.label.language} isInvalid={!!errors.language} onChange={setLabel('language')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAME[l]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.language}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="doc-language-of">
            <Form.Label>Language version of (GUID)</Form.Label>
            <Form.Control value={form.label.languageOf} isInvalid={!!errors.languageOf} onChange={setLabel('languageOf')} placeholder="e.g. the English label’s GUID" />
            <Form.Control.Feedback type="invalid">{errors.languageOf}</Form.Control.Feedback>
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
              isInvalid={!!errors.registrations}
              onChange={setLabel('registrations')}
              placeholder={'EPA: 71512-1\nCanada PCP: 33801'}
              aria-describedby="doc-registrations-hint"
            />
            <Form.Text id="doc-registrations-hint">One a line: EPA, State, Canada PCP or Canada Fertilizers Act, a colon, then the number. Optional.</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.registrations}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-12" controlId="doc-areas">
            <Form.Label>States or provinces</Form.Label>
            <Form.Control value={form.label.areas} isInvalid={!!errors.areas} onChange={setLabel('areas')} placeholder="e.g. IA, NE, ON" aria-describedby="doc-areas-hint" />
            <Form.Text id="doc-areas-hint">Two-letter codes. Empty: everywhere in its regions.</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.areas}</Form.Control.Feedback>
          </Form.Group>
        </div>
      </fieldset>
      {!id || !hasFile ? (
        <fieldset className="mb-3">
          <legend className="form-label fw-semibold fs-6">{id ? 'Current revision' : 'Revision'}</legend>
          <div className="row g-3">
            <Form.Group className="col-sm-6" controlId="doc-revision-date">
              <Form.Label>Revision date</Form.Label>
              <Form.Control type="date" value={form.label.revisionDate} isInvalid={!!errors.revisionDate} onChange={setLabel('revisionDate')} />
              <Form.Control.Feedback type="invalid">{errors.revisionDate}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="doc-effective-date">
              <Form.Label>Effective date</Form.Label>
              <Form.Control type="date" value={form.label.effectiveDate} isInvalid={!!errors.effectiveDate} onChange={setLabel('effectiveDate')} />
              <Form.Control.Feedback type="invalid">{errors.effectiveDate}</Form.Control.Feedback>
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
          <Form.Control type="date" value={form.next.revisionDate} onChange={(e) => setNext({ revisionDate: e.target.value })} isInvalid={!!errors.revisionDate} />
          <Form.Control.Feedback type="invalid">{errors.revisionDate}</Form.Control.Feedback>
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
            isInvalid={!!errors.whatChanged}
          />
          <Form.Control.Feedback type="invalid">{errors.whatChanged}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="doc-valid-until">
          <Form.Label>Valid on existing stock until</Form.Label>
          <Form.Control type="date" value={form.label.validUntil} onChange={setLabel('validUntil')} isInvalid={!!errors.validUntil} aria-describedby="doc-valid-until-hint" />
          <Form.Text id="doc-valid-until-hint">For the revision this file supersedes. Optional.</Form.Text>
        </Form.Group>
      </div>
    </fieldset>
  );
}
