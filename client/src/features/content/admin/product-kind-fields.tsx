import type { ProductFamily, ProductFields, ProductLabelFields } from '@contract/content';
import { PRODUCT_FAMILY_NAME } from '@contract/content';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { DocumentGuidInput, type FieldsProps, Input } from './kind-field-inputs';
import { RichTextEditor } from './rich-text-editor';

// The field editors of the product and product-label kinds.

const FAMILIES = Object.entries(PRODUCT_FAMILY_NAME) as [ProductFamily, string][];

/** The product family drop-down of the product and product-label editors. */
function FamilySelect({ id, value, onChange }: { id: string; value: ProductFamily; onChange: (family: ProductFamily) => void }) {
  return (
    <Form.Group className="col-md-4 mb-3" controlId={id}>
      <Form.Label>Product family</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as ProductFamily)}>
        {FAMILIES.map(([v, n]) => (
          <option key={v} value={v}>
            {n}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Products: family, brand, tagline, benefits, how it works, application, guaranteed analysis, label item. */
export function ProductFieldsEditor({ form, set, errors }: FieldsProps) {
  const p: ProductFields = form.product ?? { family: 'nitrogen-stabilizers', brand: '' };
  const setP = (patch: Partial<ProductFields>) => set({ product: { ...p, ...patch } });
  const benefits = p.benefits ?? [];
  const analysis = p.guaranteedAnalysis ?? [];
  return (
    <>
      <div className="row">
        <div className="col-md-4">
          <Input id="product-brand" label="Brand" value={p.brand} error={errors['product.brand']} onChange={(brand) => setP({ brand })} />
        </div>
        <FamilySelect id="product-family" value={p.family} onChange={(family) => setP({ family })} />
        <div className="col-md-4">
          <Input id="product-tagline" label="Tagline" value={p.tagline ?? ''} onChange={(tagline) => setP({ tagline })} />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="h6">Benefits</legend>
        {benefits.map((b, i) => (
          <div className="row g-2 align-items-end" key={i}>
            <div className="col-md-4">
              <Input
                id={`benefit-${i}-headline`}
                label={`Benefit ${i + 1} headline`}
                value={b.headline}
                onChange={(headline) => setP({ benefits: benefits.map((x, j) => (j === i ? { ...x, headline } : x)) })}
              />
            </div>
            <div className="col-md-6">
              <Input
                id={`benefit-${i}-text`}
                label={`Benefit ${i + 1} text`}
                value={b.text}
                onChange={(text) => setP({ benefits: benefits.map((x, j) => (j === i ? { ...x, text } : x)) })}
              />
            </div>
            <div className="col-md-2 mb-3">
              <Button variant="outline-danger" size="sm" type="button" aria-label={`Remove benefit ${i + 1}`} onClick={() => setP({ benefits: benefits.filter((_, j) => j !== i) })}>
                Remove
              </Button>
            </div>
          </div>
        ))}
        <Button size="sm" variant="outline-primary" type="button" onClick={() => setP({ benefits: [...benefits, { headline: '', text: '' }] })}>
          Add benefit
        </Button>
      </fieldset>
      <RichTextEditor id="product-how" label="How it works" value={p.howItWorks ?? ''} onChange={(howItWorks) => setP({ howItWorks })} />
      <RichTextEditor id="product-application" label="Application" value={p.application ?? ''} onChange={(application) => setP({ application })} />
      <fieldset className="mb-3">
        <legend className="h6">Guaranteed analysis</legend>
        {analysis.map((g, i) => (
          <div className="row g-2 align-items-end" key={i}>
            <div className="col-md-5">
              <Input
                id={`ga-${i}-nutrient`}
                label={`Nutrient ${i + 1}`}
                value={g.nutrient}
                onChange={(nutrient) => setP({ guaranteedAnalysis: analysis.map((x, j) => (j === i ? { ...x, nutrient } : x)) })}
              />
            </div>
            <div className="col-md-3">
              <Input
                id={`ga-${i}-percent`}
                label={`Percent ${i + 1}`}
                value={g.percent}
                onChange={(percent) => setP({ guaranteedAnalysis: analysis.map((x, j) => (j === i ? { ...x, percent } : x)) })}
              />
            </div>
            <div className="col-md-2 mb-3">
              <Button
                variant="outline-danger"
                size="sm"
                type="button"
                aria-label={`Remove nutrient ${i + 1}`}
                onClick={() => setP({ guaranteedAnalysis: analysis.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
        <Button size="sm" variant="outline-primary" type="button" onClick={() => setP({ guaranteedAnalysis: [...analysis, { nutrient: '', percent: '' }] })}>
          Add nutrient
        </Button>
      </fieldset>
    </>
  );
}

/** Product labels: product name, family, label, SDS and supplemental documents. */
export function ProductLabelFieldsEditor({ form, set, errors }: FieldsProps) {
  const l: ProductLabelFields = form.productLabel ?? { productName: '', family: 'nitrogen-stabilizers', supplemental: [], sortOrder: 0 };
  const setL = (patch: Partial<ProductLabelFields>) => set({ productLabel: { ...l, ...patch } });
  const sup = l.supplemental ?? [];
  return (
    <>
      <div className="row">
        <div className="col-md-5">
          <Input id="label-productName" label="Product name" value={l.productName} error={errors['productLabel.productName']} onChange={(productName) => setL({ productName })} />
        </div>
        <FamilySelect id="label-family" value={l.family} onChange={(family) => setL({ family })} />
        <div className="col-md-3">
          <Input id="label-sortOrder" label="Sort order" type="number" value={l.sortOrder ?? 0} onChange={(v) => setL({ sortOrder: Number(v) || 0 })} />
        </div>
        <div className="col-md-6">
          <DocumentGuidInput
            id="label-labelDocumentGuid"
            kind="label"
            label="Label document"
            revisable
            regionIds={form.regionIds}
            value={l.labelDocumentGuid ?? ''}
            error={errors['productLabel.labelDocumentGuid']}
            onChange={(v) => setL({ labelDocumentGuid: v || null })}
          />
        </div>
        <div className="col-md-6">
          <DocumentGuidInput
            id="label-sdsDocumentGuid"
            kind="sds"
            label="SDS document"
            revisable
            regionIds={form.regionIds}
            value={l.sdsDocumentGuid ?? ''}
            error={errors['productLabel.sdsDocumentGuid']}
            onChange={(v) => setL({ sdsDocumentGuid: v || null })}
          />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="h6">Supplemental documents</legend>
        {sup.map((s, i) => (
          <div className="row g-2 align-items-end" key={i}>
            <div className="col-md-4">
              <Input
                id={`sup-${i}-title`}
                label={`Supplemental ${i + 1} title`}
                value={s.title}
                onChange={(title) => setL({ supplemental: sup.map((x, j) => (j === i ? { ...x, title } : x)) })}
              />
            </div>
            <div className="col-md-6">
              <DocumentGuidInput
                id={`sup-${i}-guid`}
                label={`Supplemental ${i + 1} document`}
                value={s.documentGuid}
                error={errors[`productLabel.supplemental.${i}.documentGuid`]}
                onChange={(documentGuid) => setL({ supplemental: sup.map((x, j) => (j === i ? { ...x, documentGuid } : x)) })}
              />
            </div>
            <div className="col-md-2 mb-3">
              <Button
                variant="outline-danger"
                size="sm"
                type="button"
                aria-label={`Remove supplemental document ${i + 1}`}
                onClick={() => setL({ supplemental: sup.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
        <Button size="sm" variant="outline-primary" type="button" onClick={() => setL({ supplemental: [...sup, { title: '', documentGuid: '' }] })}>
          Add supplemental document
        </Button>
      </fieldset>
    </>
  );
}
