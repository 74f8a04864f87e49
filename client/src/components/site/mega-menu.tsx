import type { MegaMenu } from '@contract/site';
import { Link } from 'react-router-dom';

import { ArrowRight } from './icons';

/** The Solutions mega menu panel (spec 2.2): product columns by purpose, plus the US Product Selector button. */
export function MegaMenuPanel(props: { id: string; menu: MegaMenu; open: boolean; onNavigate: () => void }) {
  const { id, menu, open, onNavigate } = props;
  return (
    <div id={id} className="mega-menu" hidden={!open}>
      <div className="container mega-menu__inner">
        <div className="mega-menu__columns">
          {menu.columns.map((col) => (
            <section key={col.title} className="mega-menu__column" aria-labelledby={`${id}-${slug(col.title)}`}>
              <h2 id={`${id}-${slug(col.title)}`} className="mega-menu__title">
                {col.title}
              </h2>
              {col.groups.map((g, i) => (
                <div key={g.heading ?? i} className="mega-menu__group">
                  {g.heading && <h3 className="mega-menu__heading">{g.heading}</h3>}
                  <ul>
                    {g.links.map((l) => (
                      <li key={l.to}>
                        <Link to={l.to} onClick={onNavigate} className="mega-menu__link">
                          {l.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
        {menu.selectorButton && (
          <aside className="mega-menu__aside">
            <p className="mega-menu__aside-title">Not sure where to start?</p>
            <p className="mega-menu__aside-text">Answer a few questions about your crop and fertilizer, and we will suggest the right products.</p>
            <Link to={menu.selectorButton.to} onClick={onNavigate} className="btn btn-brand">
              {menu.selectorButton.label} <ArrowRight />
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
