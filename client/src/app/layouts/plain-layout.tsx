import { Outlet } from 'react-router-dom';

/** Plain layout for the account screens: a centred card, no site header. */
export function PlainLayout() {
  return (
    <main className="plain-layout d-flex align-items-center justify-content-center min-vh-100 bg-light p-3">
      <div className="plain-layout__card card shadow-sm p-4 w-100" style={{ maxWidth: 440 }}>
        <Outlet />
      </div>
    </main>
  );
}
