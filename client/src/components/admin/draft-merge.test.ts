import { mergeDraft, savedSinceDraft } from './draft-merge';

describe('a draft restored over a newer save', () => {
  const base = { title: 'Nitrogen', summary: 'Old summary', modules: [{ type: 2, editorData: '<p>A</p>' }] };

  it('keeps the fields the draft did not change at their newer saved values, and takes the draft’s own changes', () => {
    const draft = { ...base, title: 'Nitrogen timing' };
    const current = { ...base, summary: 'A colleague’s summary' };
    expect(mergeDraft(draft, base, current)).toEqual({ ...base, title: 'Nitrogen timing', summary: 'A colleague’s summary' });
    expect(savedSinceDraft(base, current)).toBe(true);
  });

  it('compares nested values as a whole field: a changed module list is the draft’s', () => {
    const draft = { ...base, modules: [{ type: 2, editorData: '<p>B</p>' }] };
    const current = { ...base, title: 'Renamed' };
    expect(mergeDraft(draft, base, current)).toEqual({ ...base, title: 'Renamed', modules: [{ type: 2, editorData: '<p>B</p>' }] });
  });

  it('brings back a draft whole when it does not know the form it began from', () => {
    const draft = { ...base, title: 'X' };
    expect(mergeDraft(draft, undefined, { ...base, summary: 'Y' })).toBe(draft);
    expect(savedSinceDraft(undefined, base)).toBe(false);
    expect(savedSinceDraft(base, { ...base })).toBe(false);
  });
});
