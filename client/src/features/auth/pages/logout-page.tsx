import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { pageTitle } from '../../../lib/runtime-config';
import { authActions } from '../slice';

/** /account/logout: clears the session (server and browser), then goes to /. */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isAuthenticated, token, refreshToken } = useAppSelector((s) => s.auth);
  useEffect(() => {
    document.title = pageTitle('Signing Out');
    dispatch(authActions.logoutRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!isAuthenticated && !token && !refreshToken) navigate('/', { replace: true });
  }, [isAuthenticated, token, refreshToken, navigate]);
  return (
    <div className="text-center py-4" role="status">
      <Spinner size="sm" className="me-2" aria-hidden />
      Signing out...
    </div>
  );
}
