import { REGION_HOME } from '@contract/regions';
import { contactPath, findARepPath, HEADER_HIDDEN, MEGA_MENU } from '@contract/site';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { useAppSelector } from '../../app/hooks';
import { selectRegion } from '../../app/region-slice';
import { runtimeConfig } from '../../lib/runtime-config';
import { useHeaderScroll } from './header-scroll';
import { ChevronDown, CloseIcon, LeafMark, MenuIcon } from './icons';
import { MegaMenuPanel } from './mega-menu';
import { RegionSelector } from './region-selector';

type OpenMenu = null | 'mega' | 'mobile' | 'region';

export function SiteLogo(props: { to: string; className?: string }) {
  return (
    <Link to={props.to} className={`site-logo ${props.className ?? ''}`} aria-label={`${runtimeConfig.companyName} Services home`}>
      <LeafMark />
      <span className="site-logo__text" aria-hidden="true">
        <span className="site-logo__name">{runtimeConfig.companyName}</span>
        <span className="site-logo__sub">Services</span>
      </span>
    </Link>
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
  const [open, setOpen] = useState<OpenMenu>(null);
  const headerRef = useRef<HTMLElement>(null);
  const megaToggle = useRef<HTMLButtonElement>(null);
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
      setOpen(open === 'mega' && window.matchMedia('(max-width: 991.98px)').matches ? 'mobile' : null);
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
  if (HEADER_HIDDEN.includes(location.pathname.toLowerCase())) return null;

  const close = () => setOpen(null);
  const home = REGION_HOME[region];
  const international = region === 4;
  const menu = region === 3 ? MEGA_MENU[3] : MEGA_MENU[2];
  const mobileOpen = open === 'mobile' || open === 'mega';
  const hidden = scroll.hidden && open === null && !focusInside;

  return (
    <header
      ref={headerRef}
      className={`site-header${scroll.docked ? ' is-docked' : ' is-undocked'}${hidden ? ' is-hidden' : ''}${international ? ' site-header--int' : ''}`}
      data-docked={scroll.docked}
      data-hidden={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocusInside(false)}
    >
      <div className="container site-header__bar">
        <SiteLogo to={home} />
        {international ? (
          <nav className="site-nav site-nav--int" aria-label="Main">
            <ul className="site-nav__list">
              <li>
                <NavLink to="/contact" className="site-nav__link">
                  Contact
                </NavLink>
              </li>
            </ul>
          </nav>
        ) : (
          <>
            <nav id="site-nav" className={`site-nav${mobileOpen ? ' is-open' : ''}`} aria-label="Main">
              <ul className="site-nav__list">
                <li className="site-nav__item--mega">
                  <button
                    ref={megaToggle}
                    type="button"
                    className="site-nav__link site-nav__toggle"
                    aria-expanded={open === 'mega'}
                    aria-controls="solutions-menu"
                    onClick={() => setOpen(open === 'mega' ? (window.matchMedia('(max-width: 991.98px)').matches ? 'mobile' : null) : 'mega')}
                  >
                    Solutions <ChevronDown className={open === 'mega' ? 'rotate-180' : undefined} />
                  </button>
                  <MegaMenuPanel id="solutions-menu" menu={menu} open={open === 'mega'} onNavigate={close} />
                </li>
                <li>
                  <NavLink to="/knowledge-center" className="site-nav__link">
                    Knowledge Center
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/about" className="site-nav__link">
                    About
                  </NavLink>
                </li>
                <li>
                  <NavLink to={findARepPath(region)} className="site-nav__link">
                    Retailers &amp; Reps
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/product-labels" className="site-nav__link">
                    Labels / SDS
                  </NavLink>
                </li>
                <li>
                  <NavLink to={contactPath(region)} className="site-nav__link site-nav__link--cta">
                    Contact
                  </NavLink>
                </li>
              </ul>
            </nav>
          </>
        )}
        <div className="site-header__tools">
          <RegionSelector open={open === 'region'} onOpenChange={setRegionOpen} />
          {!international && (
            <button
              type="button"
              className="site-header__menu-toggle"
              aria-expanded={mobileOpen}
              aria-controls="site-nav"
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setOpen(mobileOpen ? null : 'mobile')}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
