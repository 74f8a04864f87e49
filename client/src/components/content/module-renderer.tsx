import type { ContentModule } from '@contract/content';
import { doccenterSrcSet } from '@contract/documents';

import { RichText } from './rich-text';

import './content.css';

/** Renders content modules by type (spec 2.6): 1 testimonial, 2 rich text, 3 ROI items, 4 multi-image. */
export function ModuleRenderer(props: { modules: ContentModule[] }) {
  return (
    <div className="content-modules">
      {props.modules.map((m, i) => (
        <ModuleBlock key={i} module={m} />
      ))}
    </div>
  );
}

function ModuleBlock({ module: m }: { module: ContentModule }) {
  switch (m.type) {
    case 1:
      return (
        <figure className="cm-testimonial">
          {m.image?.previewsrc ? (
            <img
              className="cm-testimonial__photo"
              src={m.image.previewsrc}
              srcSet={doccenterSrcSet(m.image.previewsrc)}
              sizes={doccenterSrcSet(m.image.previewsrc) ? '160px' : undefined}
              alt={m.image.alttext}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <blockquote className="cm-testimonial__quote">
            <p>{m.quote}</p>
          </blockquote>
          <figcaption className="cm-testimonial__by">
            <strong>{m.author}</strong>
            {m.role ? <span>, {m.role}</span> : null}
          </figcaption>
        </figure>
      );
    case 2:
      return <RichText className="cm-rich-text" html={m.editorData} />;
    case 3:
      return (
        <section className="cm-roi" aria-label={m.headline || 'Return on investment'}>
          {m.headline ? <h2 className="cm-roi__headline">{m.headline}</h2> : null}
          <ul className="cm-roi__list">
            {m.items.map((it, i) => (
              <li key={i} className="cm-roi__item">
                <h3 className="cm-roi__item-headline">{it.headline}</h3>
                <p className="cm-roi__item-text">
                  {it.shortDescription.split(/\r?\n/).map((line, j, all) => (
                    <span key={j}>
                      {line}
                      {j < all.length - 1 ? <br /> : null}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 4:
      return (
        <section className={`cm-images cm-images--${Math.min(m.items.length, 3)}`}>
          {m.items.map((it, i) => (
            <figure key={i} className="cm-images__item">
              <img
                src={it.imageItem.previewsrc}
                srcSet={doccenterSrcSet(it.imageItem.previewsrc)}
                sizes={doccenterSrcSet(it.imageItem.previewsrc) ? '(min-width: 992px) 50vw, 100vw' : undefined}
                alt={it.imageItem.alttext}
                loading="lazy"
                decoding="async"
              />
              {it.headline || it.editorData ? (
                <figcaption>
                  {it.headline ? <h3 className="cm-images__headline">{it.headline}</h3> : null}
                  {it.editorData ? <RichText html={it.editorData} /> : null}
                </figcaption>
              ) : null}
            </figure>
          ))}
        </section>
      );
    default:
      return null;
  }
}
