import { AUTH_MESSAGES } from '@contract/auth';
import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccountCard } from '../components/account-card';
import { authActions } from '../slice';

/** /account/email-auth/{code}: the one-time sign-in link; success goes to the dashboard. */
export function EmailAuthPage() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loading, isAuthenticated, loginError } = useAppSelector((s) => s.auth);
  const started = useRef(false);
  const sawLoading = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(authActions.loginPageOpened());
    dispatch(authActions.emailAuthRequested({ code }));
  }, [code, dispatch]);

  useEffect(() => {
    if (loading) {
      sawLoading.current = true;
      return;
    }
    if (!sawLoading.current) return;
    if (isAuthenticated && !loginError) navigate('/siteadmin', { replace: true });
    else if (loginError) navigate('/account/login', { replace: true, state: { notice: AUTH_MESSAGES.loginToContinue } });
  }, [loading, isAuthenticated, loginError, navigate]);

  return (
    <AccountCard title="Signing In">
      <div role="status" className="text-muted">
        <Spinner size="sm" className="me-2" aria-hidden />
        Checking your sign-in link...
      </div>
    </AccountCard>
  );
}
