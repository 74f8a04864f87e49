import type { HeroImageType, HeroMedia } from '@contract/content';
import { doccenterSrcSet } from '@contract/documents';
import type { ReactNode } from 'react';

import { HIGH_FETCH_PRIORITY } from '../../lib/fetch-priority';

/** Page hero: 0 highlight (full-bleed image, title over it), 1 cropped image (banner above the title), none (title band). */
export function ContentHero(props: { title: string; heroImageType: HeroImageType; heroMedia: HeroMedia | null; eyebrow?: ReactNode; children?: ReactNode }) {
  const { heroImageType: type, heroMedia: media } = props;
  if (type === 0 && media?.previewsrc) {
    return (
      <header className="content-hero content-hero--highlight" style={{ backgroundImage: `url("${media.previewsrc.replace(/"/g, '%22')}")` }}>
        <span className="visually-hidden" role="img" aria-label={media.alttext} />
        <div className="container content-hero__inner">
          {props.eyebrow ? <div className="content-hero__eyebrow">{props.eyebrow}</div> : null}
          <h1>{props.title}</h1>
          {props.children}
        </div>
      </header>
    );
  }
  return (
    <header className={`content-hero ${type === 1 && media?.previewsrc ? 'content-hero--cropped' : 'content-hero--plain'}`}>
      {type === 1 && media?.previewsrc ? (
        <img
          className="content-hero__image"
          src={media.previewsrc}
          srcSet={doccenterSrcSet(media.previewsrc)}
          // sizes only with a srcset (a site image has none): HTML allows neither alone.
          sizes={doccenterSrcSet(media.previewsrc) ? '100vw' : undefined}
          alt={media.alttext}
          {...HIGH_FETCH_PRIORITY}
        />
      ) : null}
      <div className="container content-hero__inner">
        {props.eyebrow ? <div className="content-hero__eyebrow">{props.eyebrow}</div> : null}
        <h1>{props.title}</h1>
        {props.children}
      </div>
    </header>
  );
}
