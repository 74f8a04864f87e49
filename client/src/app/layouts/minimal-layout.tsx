import { Outlet } from 'react-router-dom';

/** Minimal layout (the product selector): no header, no footer. */
export function MinimalLayout() {
  return (
    <main className="minimal-layout min-vh-100">
      <Outlet />
    </main>
  );
}
