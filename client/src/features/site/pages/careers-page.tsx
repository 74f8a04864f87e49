import { useEffect } from 'react';

import { pageTitle, runtimeConfig } from '../../../lib/runtime-config';

/** /careers leaves for the configured external careers site (the server answers a direct request with a 302). */
export function CareersPage() {
  useEffect(() => {
    document.title = pageTitle('Careers');
    window.location.replace(runtimeConfig.careersUrl);
  }, []);
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">Careers</h1>
      <p>
        Taking you to our careers site: <a href={runtimeConfig.careersUrl}>{runtimeConfig.careersUrl}</a>
      </p>
    </section>
  );
}
