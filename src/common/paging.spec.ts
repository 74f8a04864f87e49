import { clamp, pageWindow } from './paging';

const LIMITS = { defaultLength: 20, maxLength: 100 };

describe('paging a list request', () => {
  it('starts at 0 with the default length when nothing is asked', () => {
    expect(pageWindow({}, LIMITS)).toEqual({ start: 0, length: 20 });
    expect(pageWindow({ start: null, length: null }, LIMITS)).toEqual({ start: 0, length: 20 });
  });

  it('keeps a request inside the limits as it is', () => {
    expect(pageWindow({ start: 40, length: 100 }, LIMITS)).toEqual({ start: 40, length: 100 });
  });

  it('clamps a negative start to 0 and a length to between 1 and the maximum', () => {
    expect(pageWindow({ start: -5, length: 0 }, LIMITS)).toEqual({ start: 0, length: 1 });
    expect(pageWindow({ start: 0, length: 1000 }, LIMITS)).toEqual({ start: 0, length: 100 });
  });

  it('rounds fractions down to whole rows', () => {
    expect(pageWindow({ start: 2.7, length: 10.9 }, LIMITS)).toEqual({ start: 2, length: 10 });
  });

  it('clamp keeps a number within bounds', () => {
    expect(clamp(5, 1, 10)).toBe(5);
    expect(clamp(-1, 1, 10)).toBe(1);
    expect(clamp(11, 1, 10)).toBe(10);
  });
});
