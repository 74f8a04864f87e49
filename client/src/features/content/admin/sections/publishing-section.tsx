import type { RegionId } from '@contract/regions';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

import { formatZonedDateTime, fromDateTimeLocalInput, siteTimeZone, toDateTimeLocalInput, zoneAbbreviation } from '../../../../components/admin/admin-dates';
import { type FormStatus, formStatus, type SectionProps } from '../content-form';

const REGIONS: { id: RegionId; name: string }[] = [
  { id: 2, name: 'US' },
  { id: 3, name: 'Canada' },
  { id: 4, name: 'International' },
];

/** Tomorrow at 9:00 on the site's clock: where choosing Scheduled without a date starts. */
function tomorrowAtNine(): string {
  const day = toDateTimeLocalInput(new Date(Date.now() + 24 * 3600_000).toISOString()).slice(0, 10);
  return fromDateTimeLocalInput(`${day}T09:00`)!;
}

/** Draft, Published or Scheduled, the publish date (a future one schedules the item, on the site's clock), and the regions it shows in. */
export function PublishingSection({ form, set, errors, french }: SectionProps & { french: boolean }) {
  const status = formStatus(form);
  const choose = (next: FormStatus) => {
    if (next === 'draft') set({ status: 'draft' });
    else if (next === 'published') set({ status: 'published', publishedAt: status === 'scheduled' ? null : form.publishedAt });
    else set({ status: 'published', publishedAt: status === 'scheduled' ? form.publishedAt : tomorrowAtNine() });
  };
  const zone = zoneAbbreviation(form.publishedAt ?? new Date());
  return (
    <section className="card card-body mb-3" aria-labelledby="content-publishing">
      <h2 className="h5" id="content-publishing">
        Publishing
      </h2>
      <Form.Group className="mb-3" controlId="status">
        <Form.Label>Status</Form.Label>
        <Form.Select value={status} onChange={(e) => choose(e.target.value as FormStatus)}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="scheduled">Scheduled</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="publishedAt">
        <Form.Label>Publish date</Form.Label>
        <InputGroup>
          <Form.Control
            type="datetime-local"
            value={toDateTimeLocalInput(form.publishedAt)}
            onChange={(e) => set({ publishedAt: fromDateTimeLocalInput(e.target.value) })}
            aria-describedby="publishedAt-help"
            isInvalid={!!errors.publishedAt}
          />
          <InputGroup.Text title={siteTimeZone()}>{zone}</InputGroup.Text>
        </InputGroup>
        <Form.Text id="publishedAt-help">
          Site time ({siteTimeZone()}). Left blank, it goes live when saved; a future date schedules the item.
          {form.publishedAt ? <span title={new Date(form.publishedAt).toISOString()}> {formatZonedDateTime(form.publishedAt)}.</span> : null}
        </Form.Text>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">Regions</legend>
        {french ? (
          // A French version is shown on the Canada region's /fr pages only: the server keeps it there.
          <>
            <Form.Check id="region-3" label="Canada" checked disabled readOnly aria-describedby="regions-french-help" />
            <Form.Text id="regions-french-help">A French version is shown in Canada only.</Form.Text>
          </>
        ) : (
          REGIONS.map((r) => (
            <Form.Check
              key={r.id}
              id={`region-${r.id}`}
              label={r.name}
              checked={form.regionIds?.includes(r.id) ?? false}
              onChange={(e) => set({ regionIds: e.target.checked ? [...(form.regionIds ?? []), r.id] : (form.regionIds ?? []).filter((x) => x !== r.id) })}
            />
          ))
        )}
        {errors.regionIds ? <div className="text-danger small">{errors.regionIds}</div> : null}
      </fieldset>
    </section>
  );
}
