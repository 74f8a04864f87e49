import type { RegionId } from '@contract/regions';
import Form from 'react-bootstrap/Form';

import { toDateTimeLocalInput } from '../../../../components/admin/admin-dates';
import type { SectionProps } from '../content-form';

const REGIONS: { id: RegionId; name: string }[] = [
  { id: 2, name: 'US' },
  { id: 3, name: 'Canada' },
  { id: 4, name: 'International' },
];

/** ISO ↔ the value of a datetime-local input (local time). */
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

/** Draft or published, the publish date (a future one schedules the item), and the regions it shows in. */
export function PublishingSection({ form, set, errors }: SectionProps) {
  return (
    <section className="card card-body mb-3" aria-labelledby="content-publishing">
      <h2 className="h5" id="content-publishing">
        Publishing
      </h2>
      <Form.Group className="mb-3" controlId="status">
        <Form.Label>Status</Form.Label>
        <Form.Select value={form.status === 'draft' ? 'draft' : 'published'} onChange={(e) => set({ status: e.target.value as 'draft' | 'published' })}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="publishedAt">
        <Form.Label>Publish date</Form.Label>
        <Form.Control type="datetime-local" value={toDateTimeLocalInput(form.publishedAt)} onChange={(e) => set({ publishedAt: fromLocalInput(e.target.value) })} />
        <Form.Text>Blank publishes now; a future date schedules the item.</Form.Text>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">Regions</legend>
        {REGIONS.map((r) => (
          <Form.Check
            key={r.id}
            id={`region-${r.id}`}
            label={r.name}
            checked={form.regionIds?.includes(r.id) ?? false}
            onChange={(e) => set({ regionIds: e.target.checked ? [...(form.regionIds ?? []), r.id] : (form.regionIds ?? []).filter((x) => x !== r.id) })}
          />
        ))}
        {errors.regionIds ? <div className="text-danger small">{errors.regionIds}</div> : null}
      </fieldset>
    </section>
  );
}
