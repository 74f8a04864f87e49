import { doccenterSrcSet, RENDITION_WIDTHS } from '../contract/documents';
import { RenditionsService } from './renditions.service';

describe('photo renditions', () => {
  it('offers every rendition width for a library image link, and nothing for other addresses', () => {
    const src = '/doccenter/0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(doccenterSrcSet(src)).toBe(RENDITION_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', '));
    expect(doccenterSrcSet('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(doccenterSrcSet('data:image/svg+xml;base64,AAAA')).toBeUndefined();
    expect(doccenterSrcSet(`${src}?w=640`)).toBeUndefined();
  });

  it('makes WebP for browsers that take it, else the source format, and only for photos', () => {
    expect(RenditionsService.formatFor({ contentType: 'image/jpeg' }, 'image/avif,image/webp,*/*')).toBe('webp');
    expect(RenditionsService.formatFor({ contentType: 'image/jpeg' }, 'image/*')).toBe('jpeg');
    expect(RenditionsService.formatFor({ contentType: 'image/png' }, undefined)).toBe('png');
    expect(RenditionsService.formatFor({ contentType: 'image/webp' }, '*/*')).toBe('webp');
    expect(RenditionsService.applies({ contentType: 'image/svg+xml' })).toBe(false);
    expect(RenditionsService.applies({ contentType: 'application/pdf' })).toBe(false);
    expect(RenditionsService.applies({ contentType: 'image/png' })).toBe(true);
  });
});
