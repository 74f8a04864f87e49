import { runtimeConfig } from '../../lib/runtime-config';

/** Placeholder footer; the public-site issue builds the real one. */
export function SiteFooter() {
  return (
    <footer className="site-footer bg-dark text-white-50 py-4 mt-5">
      <div className="container small">© {new Date().getFullYear()} {runtimeConfig.companyName}</div>
    </footer>
  );
}
