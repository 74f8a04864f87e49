import { Link } from 'react-router-dom';
import { runtimeConfig } from '../../lib/runtime-config';

/** Placeholder header; the public-site issue builds the real one (mega menu, region selector, scroll behaviour). */
export function SiteHeader() {
  return (
    <header className="site-header border-bottom bg-white">
      <nav className="container d-flex align-items-center gap-3 py-3" aria-label="Main">
        <Link to="/" className="fw-bold text-success text-decoration-none">
          {runtimeConfig.companyName}
        </Link>
        <Link to="/knowledge-center">Knowledge Center</Link>
        <Link to="/about">About</Link>
        <Link to="/find-a-rep">Retailers &amp; Reps</Link>
        <Link to="/product-labels">Labels / SDS</Link>
        <Link to="/contact">Contact</Link>
      </nav>
    </header>
  );
}
