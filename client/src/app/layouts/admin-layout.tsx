import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { AdminDrawer } from '../../components/admin/admin-drawer';
import { keepTabInside } from '../../components/admin/focus-trap';
import { SessionTimeoutPrompt } from '../../components/admin/session-timeout-prompt';
import { LeavePrompt } from '../../components/admin/unsaved-changes';
import { authActions } from '../../features/auth/slice';
import { settingsSaga } from '../../features/settings/saga';
import { selectSettings } from '../../features/settings/selectors';
import { settingsActions, settingsSlice } from '../../features/settings/slice';
import { runtimeConfig } from '../../lib/runtime-config';
import { useAppDispatch, useAppSelector } from '../hooks';
import { rootReducer } from '../root-reducer';
import { injectSaga } from '../store';

import '../../styles/admin.css';
import '../../components/admin/admin-shell.css';

settingsSlice.injectInto(rootReducer);
injectSaga('settings', settingsSaga);

/** Admin layout: login required (otherwise /account/login), drawer beside the page, session timeout prompt. */
export function AdminLayout() {
  const { isAuthenticated, email, roles } = useAppSelector((s) => s.auth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const clock = useAppSelector(selectSettings).loadStatus;

  useEffect(() => {
    if (isAuthenticated) dispatch(authActions.checkAuthRequested());
    // Only when the layout loads: the api client handles expiry on every later call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The site's clock (its time zone setting) before any screen shows a date.
  useEffect(() => {
    if (isAuthenticated && clock === 'idle') dispatch(settingsActions.loadRequested());
  }, [isAuthenticated, clock, dispatch]);
  const clockReady = clock === 'succeeded' || clock === 'failed';
  // The admin's theme on <body>, so the modals, menus and drawers portalled there wear it too.
  useEffect(() => {
    document.body.classList.add('admin-theme');
    return () => document.body.classList.remove('admin-theme');
  }, []);

  if (!isAuthenticated) return <Navigate to="/account/login" replace state={{ from: location.pathname }} />;
  return (
    <div className="admin-layout d-flex min-vh-100">
      <div className="admin-drawer-wrap d-none d-md-block">
        <AdminDrawer email={email} roles={roles} />
      </div>
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="admin-topbar d-flex d-md-none align-items-center justify-content-between px-3 py-2">
          <span className="fw-semibold text-white">Site Administration</span>
          <Button variant="outline-light" size="sm" onClick={() => setMenuOpen(true)} aria-controls="admin-drawer-offcanvas">
            Menu
          </Button>
        </header>
        <main className="admin-main flex-grow-1 p-3 p-md-4">{clockReady ? <Outlet /> : <p role="status">Loading...</p>}</main>
      </div>
      <Offcanvas show={menuOpen} onHide={() => setMenuOpen(false)} id="admin-drawer-offcanvas" className="admin-offcanvas" aria-label="Administrator menu" onKeyDown={keepTabInside}>
        <Offcanvas.Header closeButton closeVariant="white" />
        <Offcanvas.Body className="p-0">
          <AdminDrawer email={email} roles={roles} onNavigate={() => setMenuOpen(false)} />
        </Offcanvas.Body>
      </Offcanvas>
      <LeavePrompt />
      <SessionTimeoutPrompt delayMs={runtimeConfig.sessionTimeoutMs} onStay={() => void dispatch(authActions.keepaliveRequested())} onLeave={() => navigate('/account/logout')} />
    </div>
  );
}
