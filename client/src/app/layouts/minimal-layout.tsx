import { Outlet } from 'react-router-dom';

import { RegionSync } from '../region-sync';

/** Minimal layout (the product selector): no header, no footer. */
export function MinimalLayout() {
  return (
    <main id="main" className="minimal-layout min-vh-100">
      <RegionSync />
      <Outlet />
    </main>
  );
}
