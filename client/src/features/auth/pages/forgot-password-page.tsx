import { AUTH_MESSAGES } from '@contract/auth';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { accountSaga } from '../account-saga';
import { accountActions as A, accountSlice } from '../account-slice';
import { AccountCard } from '../components/account-card';
import { selectAccount } from '../selectors';

accountSlice.injectInto(rootReducer);
injectSaga('account', accountSaga);

/** Spec 2.7: after the confirmation the page returns to login after 5 seconds. */
export const FORGOT_RETURN_DELAY_MS = 5000;

/** /account/forgot-password: one email field, Submit (disabled while empty), Back to Login. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const { forgotStatus } = useAppSelector(selectAccount);
  const status = forgotStatus === 'succeeded' ? 'sent' : forgotStatus === 'loading' ? 'sending' : 'form';

  useEffect(() => () => void dispatch(A.left()), [dispatch]);
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => void navigate('/account/login'), FORGOT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) dispatch(A.forgotRequested({ email: email.trim() }));
  };

  return (
    <AccountCard title="Forgot Password">
      {status === 'sent' ? (
        <Alert variant="success" role="status">
          {AUTH_MESSAGES.forgotSent}
        </Alert>
      ) : (
        <Form noValidate onSubmit={submit}>
          <p className="text-muted small">Enter the email address of your account and we will send you a link to reset your password.</p>
          <Form.Group className="mb-3" controlId="forgot-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" autoComplete="username" placeholder="email address" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Form.Group>
          <div className="d-flex justify-content-between gap-2">
            <Button variant="outline-secondary" type="button" onClick={() => navigate('/account/login')}>
              Back to Login
            </Button>
            <Button variant="primary" type="submit" disabled={!email.trim() || status === 'sending'}>
              Submit
            </Button>
          </div>
        </Form>
      )}
    </AccountCard>
  );
}
