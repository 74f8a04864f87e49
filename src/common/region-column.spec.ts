import { regionColumnPattern, regionsFromColumn, regionsToColumn } from './region-column';

describe('the region column (",2,3,")', () => {
  it('stores region ids comma-wrapped, once each, in order', () => {
    expect(regionsToColumn([2, 3])).toBe(',2,3,');
    expect(regionsToColumn([3, 2, 3])).toBe(',2,3,');
    expect(regionsToColumn([4])).toBe(',4,');
  });

  it('reads back what it stores', () => {
    expect(regionsFromColumn(regionsToColumn([2, 3, 4]))).toEqual([2, 3, 4]);
    expect(regionsFromColumn(',3,')).toEqual([3]);
  });

  it('skips empty and unknown values when reading', () => {
    expect(regionsFromColumn('')).toEqual([]);
    expect(regionsFromColumn(',,2,9,x,')).toEqual([2]);
  });

  it('finds one region exactly with LIKE', () => {
    expect(regionColumnPattern(2)).toBe('%,2,%');
  });
});
