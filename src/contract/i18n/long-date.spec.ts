import { longDate } from './long-date';

describe('a date in words', () => {
  it('reads the English way and the Canadian French way, with 1er for the first of the month', () => {
    expect(longDate('2025-10-01', 'en')).toBe('October 1, 2025');
    expect(longDate('2025-10-01', 'fr')).toBe('1er octobre 2025');
    expect(longDate('2026-11-26T23:30:00Z', 'fr')).toBe('26 novembre 2026');
    expect(longDate(new Date('2024-03-11T00:00:00Z'), 'fr')).toBe('11 mars 2024');
  });
});
