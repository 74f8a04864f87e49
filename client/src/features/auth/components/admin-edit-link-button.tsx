import { CONTENT_ROLES } from '@contract/roles';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminDrawer } from '../../../components/admin/admin-drawer';
import { useCrossLink } from '../../../components/admin/cross-link';
import { keepTabInside } from '../../../components/admin/focus-trap';
import { adminLinkSaga } from '../admin-link-saga';
import { adminLinkActions, adminLinkSlice, selectAdminLink } from '../admin-link-slice';
import { authActions } from '../slice';

import '../../../components/admin/admin-shell.css';

adminLinkSlice.injectInto(rootReducer);
injectSaga('adminLink', adminLinkSaga);

/**
 * On a public page, for a signed-in user (spec 2.8): a small 'Administrator' button opening the admin
 * drawer — the admin sections, Logout, labelled 'Administrator' — with a link to this page's admin edit
 * screen: the one the page declared, else the content item found for the path. Anonymous visitors get
 * nothing and no request.
 */
export function AdminEditLinkButton() {
  const { isAuthenticated, email, roles } = useAppSelector((s) => s.auth);
  const declared = useCrossLink('adminEdit');
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const found = useAppSelector((s) => selectAdminLink(s, pathname));
  const [open, setOpen] = useState(false);

  // Only staff with an admin role look the page up: a signed-in account without one causes no admin request (and no 403).
  const isStaff = isAuthenticated && !!roles?.some((r) => CONTENT_ROLES.includes(r));

  // A page opened fresh knows the account but not its roles yet: ask (check-auth answers any signed-in account).
  useEffect(() => {
    if (isAuthenticated && roles === null) dispatch(authActions.checkAuthRequested());
  }, [dispatch, isAuthenticated, roles]);
  useEffect(() => {
    if (isStaff && !declared) dispatch(adminLinkActions.lookupRequested({ path: pathname }));
  }, [dispatch, isStaff, declared, pathname]);

  // Moving to another page (a link in the drawer) closes it.
  useEffect(() => setOpen(false), [pathname]);

  if (!isStaff) return null;
  const url = declared ?? found;
  return (
    <>
      <Button
        variant="warning"
        size="sm"
        className="admin-cross-link shadow position-fixed bottom-0 end-0 m-3 fw-semibold"
        style={{ zIndex: 1040 }}
        onClick={() => setOpen(true)}
        aria-controls="public-admin-drawer"
        aria-expanded={open}
      >
        Administrator
      </Button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        id="public-admin-drawer"
        className="admin-offcanvas"
        aria-label="Administrator menu"
        onKeyDown={keepTabInside}
      >
        <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close administrator menu" />
        <Offcanvas.Body className="p-0">
          <AdminDrawer email={email} roles={roles} adminEditLink={url} onNavigate={() => setOpen(false)} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
