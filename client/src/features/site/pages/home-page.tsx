import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle, runtimeConfig } from '../../../lib/runtime-config';

/** First home page; the public-site issue replaces it with the real regional homes. */
export function HomePage() {
  useEffect(() => {
    document.title = pageTitle('Home');
  }, []);
  return (
    <section className="hero-home text-white py-5">
      <div className="container py-5">
        <h1 className="display-5 fw-bold">Protect your nitrogen. Feed your crop.</h1>
        <p className="lead col-lg-7">
          {runtimeConfig.companyName} makes nitrogen stabilizers, micronutrient coatings and a seed enhancer that help growers get more from every
          pound of fertilizer.
        </p>
        <Link className="btn btn-warning btn-lg" to="/product-selector">
          Find your product
        </Link>
      </div>
    </section>
  );
}
