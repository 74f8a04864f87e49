import { cleanFileName, isNotModified, parseRange } from './conditional-request';

const etag = '"abc"';
const modified = new Date('2026-01-02T03:04:05.678Z');

describe('/doccenter conditional and range rules', () => {
  it('answers 304 for a matching ETag, * or a fresh If-Modified-Since; If-None-Match wins', () => {
    expect(isNotModified({ ifNoneMatch: '"x", "abc"' }, etag, modified)).toBe(true);
    expect(isNotModified({ ifNoneMatch: 'W/"abc"' }, etag, modified)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*' }, etag, modified)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"old"', ifModifiedSince: modified.toUTCString() }, etag, modified)).toBe(false);
    expect(isNotModified({ ifModifiedSince: modified.toUTCString() }, etag, modified)).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date(modified.getTime() - 2000).toUTCString() }, etag, modified)).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'garbage' }, etag, modified)).toBe(false);
  });

  it('parses single byte ranges and falls back to the whole file otherwise', () => {
    expect(parseRange({ range: 'bytes=0-9' }, 100, etag, modified)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange({ range: 'bytes=90-' }, 100, etag, modified)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange({ range: 'bytes=-10' }, 100, etag, modified)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange({ range: 'bytes=50-500' }, 100, etag, modified)).toEqual({ kind: 'partial', start: 50, end: 99 });
    expect(parseRange({ range: 'bytes=100-' }, 100, etag, modified)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange({ range: 'bytes=0-1,5-6' }, 100, etag, modified)).toEqual({ kind: 'full' });
    expect(parseRange({ range: 'items=0-1' }, 100, etag, modified)).toEqual({ kind: 'full' });
    expect(parseRange({ range: 'bytes=9-2' }, 100, etag, modified)).toEqual({ kind: 'full' });
    expect(parseRange({ range: 'bytes=0-9', ifRange: '"old"' }, 100, etag, modified)).toEqual({ kind: 'full' });
    expect(parseRange({ range: 'bytes=0-9', ifRange: etag }, 100, etag, modified)).toEqual({ kind: 'partial', start: 0, end: 9 });
  });

  it('makes clean inline file names with the real extension', () => {
    expect(cleanFileName('AGROTAIN® label (2024).pdf', 'pdf')).toBe('AGROTAIN-label-2024.pdf');
    expect(cleanFileName('Crème "brûlée"\r\n.PNG', 'png')).toBe('Creme-brulee.png');
    expect(cleanFileName('setup.exe', 'pdf')).toBe('setup.pdf');
    expect(cleanFileName('***', 'svg')).toBe('document.svg');
  });
});
