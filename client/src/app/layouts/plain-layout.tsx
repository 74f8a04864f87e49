import { Link, Outlet } from 'react-router-dom';

import { runtimeConfig } from '../../lib/runtime-config';

import './plain-layout.css';

/** Plain layout for the account screens: a brand band and a centred card, no site header. */
export function PlainLayout() {
  return (
    <div className="plain-layout d-flex flex-column min-vh-100">
      <header className="plain-layout__band">
        <div className="container d-flex align-items-center justify-content-between py-2">
          <Link to="/" className="plain-layout__home">
            {runtimeConfig.companyName}
          </Link>
          <Link to="/" className="plain-layout__back small">
            Back to the site
          </Link>
        </div>
      </header>
      <main className="flex-grow-1 d-flex align-items-center justify-content-center p-3">
        <div className="plain-layout__card card shadow-sm p-4 w-100">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
