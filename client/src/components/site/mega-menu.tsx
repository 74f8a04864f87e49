import type { MegaMenu } from '@contract/site';

import { LocaleLink as Link, SiteMessageId, useT } from '../../lib/i18n';
import { ArrowRight } from './icons';

/** The menu's column titles and headings (the contract names them in English) as catalog messages. */
const MENU_TEXT: Record<string, SiteMessageId> = {
  'Nutrient Management': 'menu.nutrientManagement',
  'Nutrient Protection': 'menu.nutrientProtection',
  'Seed Enhancement': 'menu.seedEnhancement',
  'Above Ground': 'menu.aboveGround',
  'Below Ground': 'menu.belowGround',
  'Above & Below Ground': 'menu.aboveBelowGround',
  'Product Selector': 'menu.productSelector',
};

/** A menu text in the page's language (brand names are not translated). */
export function useMenuText(): (text: string) => string {
  const t = useT();
  return (text: string) => (MENU_TEXT[text] ? t(MENU_TEXT[text]) : text);
}

/** The Solutions mega menu panel (spec 2.2): product columns by purpose, plus the US Product Selector button. */
export function MegaMenuPanel(props: { id: string; menu: MegaMenu; open: boolean; onNavigate: () => void }) {
  const { id, menu, open, onNavigate } = props;
  const t = useT();
  const text = useMenuText();
  return (
    <div id={id} className="mega-menu" hidden={!open}>
      <div className="container mega-menu__inner">
        <div className="mega-menu__columns">
          {menu.columns.map((col) => (
            <section key={col.title} className="mega-menu__column" aria-labelledby={`${id}-${slug(col.title)}`}>
              <h2 id={`${id}-${slug(col.title)}`} className="mega-menu__title">
                {text(col.title)}
              </h2>
              {col.groups.map((g, i) => (
                <div key={g.heading ?? i} className="mega-menu__group">
                  {g.heading && <h3 className="mega-menu__heading">{text(g.heading)}</h3>}
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
            <p className="mega-menu__aside-title">{t('menu.asideTitle')}</p>
            <p className="mega-menu__aside-text">{t('menu.asideText')}</p>
            <Link to={menu.selectorButton.to} onClick={onNavigate} className="btn btn-brand">
              {text(menu.selectorButton.label)} <ArrowRight />
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
