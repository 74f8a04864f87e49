import type { DirectoryLabel, DirectoryRegion } from '@contract/directory';
import type { LocatorReportQuery } from '@contract/locator';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** The report's filters; applied together with Show. */
export function Filters({ value, onChange }: { value: LocatorReportQuery & { from: string; to: string }; onChange(next: LocatorReportQuery): void }) {
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [regionId, setRegionId] = useState<string>(value.regionId ? String(value.regionId) : '');
  const [label, setLabel] = useState<string>(value.label ?? '');
  return (
    <Form
      className="locator-filters d-flex flex-wrap align-items-end gap-3 mb-4"
      aria-label="Report filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ from, to, regionId: regionId ? (Number(regionId) as DirectoryRegion) : undefined, label: (label || undefined) as DirectoryLabel | undefined });
      }}
    >
      <Form.Group controlId="locator-from">
        <Form.Label>From</Form.Label>
        <Form.Control type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
      </Form.Group>
      <Form.Group controlId="locator-to">
        <Form.Label>To</Form.Label>
        <Form.Control type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
      </Form.Group>
      <Form.Group controlId="locator-region">
        <Form.Label>Country</Form.Label>
        <Form.Select value={regionId} onChange={(e) => setRegionId(e.target.value)}>
          <option value="">All</option>
          <option value="2">US</option>
          <option value="3">Canada</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="locator-label">
        <Form.Label>Who searched</Form.Label>
        <Form.Select value={label} onChange={(e) => setLabel(e.target.value)}>
          <option value="">Everyone</option>
          <option value="Retailers">Growers (looking for retailers)</option>
          <option value="Reps">Retailers (looking for reps)</option>
        </Form.Select>
      </Form.Group>
      <Button type="submit" variant="primary">
        Show
      </Button>
    </Form>
  );
}
