import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { pageTitle } from '../../lib/runtime-config';

/** An address under /siteadmin that no screen answers (mistyped, or a screen that was removed): said inside the admin. */
export function AdminNotFound() {
  useEffect(() => {
    document.title = pageTitle('Page Not Found');
  }, []);
  return (
    <section aria-labelledby="admin-not-found">
      <h1 id="admin-not-found" className="h3">
        Page Not Found
      </h1>
      <p>There is no administration screen at this address. Please check the URL or use the menu to find what you are looking for.</p>
      <p>
        <Link to="/siteadmin">Go to the dashboard</Link>
      </p>
    </section>
  );
}
