import { formatBytes } from './documents';

describe('a file’s size', () => {
  it('reads in English: bytes, then KB, MB and GB with one decimal at most, no grouping', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(200_000)).toBe('195.3 KB');
    expect(formatBytes(245 * 1024, 'en')).toBe('245 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatBytes(1.6 * 1024 * 1024)).toBe('1.6 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('reads the Canadian French way: a decimal comma, a no-break space, octets, Ko, Mo and Go', () => {
    expect(formatBytes(1.6 * 1024 * 1024, 'fr')).toBe('1,6\u00a0Mo');
    expect(formatBytes(245 * 1024, 'fr')).toBe('245\u00a0Ko');
    expect(formatBytes(200_000, 'fr')).toBe('195,3\u00a0Ko');
    expect(formatBytes(1024 * 1024 - 1, 'fr')).toBe('1024\u00a0Ko');
    expect(formatBytes(1.5 * 1024 ** 3, 'fr')).toBe('1,5\u00a0Go');
    expect(formatBytes(1, 'fr')).toBe('1\u00a0octet');
    expect(formatBytes(512, 'fr')).toBe('512\u00a0octets');
  });
});
