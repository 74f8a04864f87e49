import { changedFields, describeContentSave } from './content-change';

const base = { status: 'draft', publishedAt: null as string | null, title: 'A', slug: 'a', modules: [] as unknown[] };

describe('describeContentSave', () => {
  it('names a new item a create', () => {
    expect(describeContentSave(null, base, { version: 7 })).toEqual({ action: 'content.create', summary: 'Created as draft (version 7).' });
  });

  it('lists the fields a save changed', () => {
    const r = describeContentSave(base, { ...base, title: 'B', modules: [{ type: 2 }] }, { version: 8 });
    expect(r).toEqual({ action: 'content.save', summary: 'Saved version 8; changed: title, modules.' });
  });

  it('tells publish, schedule and rollback apart', () => {
    expect(describeContentSave(base, { ...base, status: 'published', publishedAt: '2026-01-01T00:00:00.000Z' }, { version: 9 }).action).toBe('content.publish');
    expect(describeContentSave(base, { ...base, status: 'scheduled', publishedAt: '2027-01-01T00:00:00.000Z' }, { version: 9 }).summary).toBe(
      'Scheduled for 2027-01-01T00:00:00.000Z (version 9); changed: status, publishedAt.',
    );
    expect(describeContentSave(base, { ...base, title: 'Old' }, { version: 10, rolledBackFrom: 3 }).summary).toBe('Rolled back to version 3 as version 10; changed: title.');
  });

  it('compares nested values by content, not identity', () => {
    expect(changedFields({ metadata: { desc: 'x' } }, { metadata: { desc: 'x' } })).toEqual([]);
    expect(changedFields({ metadata: { desc: 'x' }, gone: 1 }, { metadata: { desc: 'y' } })).toEqual(['metadata', 'gone']);
  });
});
