import { resourcesListPath } from '@contract/content-kinds';
import { CANADA_LANGUAGE_TAG } from '@contract/i18n/locale';
import { withoutLocale } from '@contract/i18n/locale-paths';
import { REGION_HOME } from '@contract/regions';
import { contactPath, findARepPath, HEADER_HIDDEN, MEGA_MENU } from '@contract/site';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { LocaleLink, LocaleNavLink as NavLink, useLocale, useT } from '../../lib/i18n';
import { runtimeConfig } from '../../lib/runtime-config';
import { useHeaderScroll } from './header-scroll';
import { ChevronDown, CloseIcon, LeafMark, MenuIcon } from './icons';
import { languageTarget } from './language-twin';
import { MegaMenuPanel } from './mega-menu';
import { RegionSelector } from './region-selector';

type OpenMenu = null | 'mega' | 'mobile' | 'region';

export function SiteLogo(props: { to: string; className?: string }) {
  const t = useT();
  return (
    <LocaleLink to={props.to} className={`site-logo ${props.className ?? ''}`} aria-label={t('header.logoLabel', { company: runtimeConfig.companyName })}>
      <LeafMark />
      <span className="site-logo__text" aria-hidden="true">
        <span className="site-logo__name">{runtimeConfig.companyName}</span>
        <span className="site-logo__sub">{t('header.logoSub')}</span>
      </span>
    </LocaleLink>
  );
}

/**
 * The language switch of the Canada region's pages: "Français" on English pages, "English" on French ones, to the
 * same page in the other language (an item's twin, whose slug only the server knows, comes with the page's data),
 * or to that language's home when the page has no counterpart. A full page load: the other language's page
 * comes from the server (and the page cache) with its own head.
 */
function LanguageSwitch(props: { pathname: string; search: string }) {
  const t = useT();
  const other = useLocale() === 'fr' ? 'en' : 'fr';
  const { to } = languageTarget(props.pathname, props.search);
  return (
    <a href={to} className="site-header__lang" lang={CANADA_LANGUAGE_TAG[other]} hrefLang={CANADA_LANGUAGE_TAG[other]} title={t('header.languageSwitchLabel')}>
      {t('header.languageSwitch')}
    </a>
  );
}

/**
 * The public header (spec 2.2 and 4): logo, Solutions mega menu, main links and the country selector;
 * the international header keeps only the logo, Contact and the selector. Docked at the top,
 * hides on scroll down and returns on scroll up; every menu closes on route change and locks
 * the page scroll while open.
 */
export function SiteHeader() {
  const region = useAppSelector(selectRegion);
  const location = useLocation();
  const t = useT();
  const french = useLocale() === 'fr';
  const [open, setOpen] = useState<OpenMenu>(null);
  const headerRef = useRef<HTMLElement>(null);
  const megaToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const height = useCallback(() => headerRef.current?.offsetHeight ?? 80, []);
  const scroll = useHeaderScroll(height);
  const [focusInside, setFocusInside] = useState(false);

  // Menus close on every route change.
  useEffect(() => setOpen(null), [location.pathname, location.key]);

  // Body scroll is locked while any menu is open.
  useEffect(() => {
    document.body.classList.toggle('menu-open', open !== null);
    return () => document.body.classList.remove('menu-open');
  }, [open]);

  useEffect(() => {
    if (open !== 'mega' && open !== 'mobile') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (open === 'mega') megaToggle.current?.focus();
      // The phone menu closes with focus back on its button, not left on a link that is no longer shown.
      else menuToggle.current?.focus();
      setOpen(open === 'mega' && window.matchMedia('(max-width: 1099.98px)').matches ? 'mobile' : null);
    };
    const onDoc = (e: MouseEvent) => open === 'mega' && !headerRef.current?.contains(e.target as Node) && setOpen(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDoc);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDoc);
    };
  }, [open]);

  const setRegionOpen = useCallback((o: boolean) => setOpen(o ? 'region' : null), []);
  if (HEADER_HIDDEN.includes(withoutLocale(location.pathname).toLowerCase())) return null;

  const close = () => setOpen(null);
  const home = REGION_HOME[region];
  const international = region === 4;
  const menu = region === 3 ? MEGA_MENU[3] : MEGA_MENU[2];
  const mobileOpen = open === 'mobile' || open === 'mega';
  // The Canada region's pages carry the language switch too (and French labels run longer): a tighter bar.
  const bilingual = region === 3 || french;
  const hidden = scroll.hidden && open === null && !focusInside;

  return (
    <header
      ref={headerRef}
      className={`site-header${scroll.docked ? ' is-docked' : ' is-undocked'}${hidden ? ' is-hidden' : ''}${international ? ' site-header--int' : ''}${bilingual ? ' site-header--bilingual' : ''}`}
      data-docked={scroll.docked}
      data-hidden={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget)) return;
        setFocusInside(false);
        // Tabbing out of the open phone menu (or a menu) closes it, so focus never moves on to the page it covers.
        if (e.relatedTarget && open !== null) setOpen(null);
      }}
    >
      <div className="container site-header__bar">
        <SiteLogo to={home} />
        {international ? (
          <nav className="site-nav site-nav--int" aria-label={t('header.mainNav')}>
            <ul className="site-nav__list">
              <li>
                <NavLink to="/contact" className="site-nav__link">
                  {t('header.contact')}
                </NavLink>
              </li>
            </ul>
          </nav>
        ) : (
          <>
            <nav id="site-nav" className={`site-nav${mobileOpen ? ' is-open' : ''}`} aria-label={t('header.mainNav')}>
              <ul className="site-nav__list">
                <li
                  className="site-nav__item--mega"
                  onBlur={(e) => {
                    // Tabbing out of Solutions closes its menu (the phone menu stays open, with Solutions folded).
                    if (open !== 'mega' || !e.relatedTarget || e.currentTarget.contains(e.relatedTarget)) return;
                    setOpen(window.matchMedia('(max-width: 1099.98px)').matches ? 'mobile' : null);
                  }}
                >
                  <button
                    ref={megaToggle}
                    type="button"
                    className="site-nav__link site-nav__toggle"
                    aria-expanded={open === 'mega'}
                    aria-controls="solutions-menu"
                    onClick={() => setOpen(open === 'mega' ? (window.matchMedia('(max-width: 1099.98px)').matches ? 'mobile' : null) : 'mega')}
                  >
                    {t('header.solutions')} <ChevronDown className={open === 'mega' ? 'rotate-180' : undefined} />
                  </button>
                  <MegaMenuPanel id="solutions-menu" menu={menu} open={open === 'mega'} onNavigate={close} />
                </li>
                <li>
                  <NavLink to={resourcesListPath(french)} className="site-nav__link">
                    {t('header.knowledgeCenter')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/about" className="site-nav__link">
                    {t('header.about')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={findARepPath(region)} className="site-nav__link">
                    {t('header.retailersReps')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/product-labels" className="site-nav__link">
                    {t('header.labels')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={contactPath(region)} className="site-nav__link site-nav__link--cta">
                    {t('header.contact')}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </>
        )}
        <div className="site-header__tools">
          {bilingual && <LanguageSwitch pathname={location.pathname} search={location.search} />}
          <RegionSelector open={open === 'region'} onOpenChange={setRegionOpen} />
          {!international && (
            <button
              type="button"
              ref={menuToggle}
              className="site-header__menu-toggle"
              aria-expanded={mobileOpen}
              aria-controls="site-nav"
              aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => {
                if (mobileOpen) return setOpen(null);
                // Focus goes on into the menu: its links come before this button in the page.
                flushSync(() => setOpen('mobile'));
                megaToggle.current?.focus();
              }}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
