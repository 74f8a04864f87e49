import { AUTH_MESSAGES } from '@contract/auth';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { accountSaga } from '../account-saga';
import { accountActions as A, accountSlice } from '../account-slice';
import { AccountCard } from '../components/account-card';
import { selectAccount } from '../selectors';

accountSlice.injectInto(rootReducer);
injectSaga('account', accountSaga);

/** /account/reset-password/{hash}: checks the hash, then New Password + Confirm Password. */
export function ResetPasswordPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { linkStatus, resetStatus, resetError: error, resetNotice } = useAppSelector(selectAccount);
  const status = linkStatus !== 'succeeded' ? 'checking' : resetStatus === 'loading' ? 'saving' : 'form';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    dispatch(A.resetOpened({ hash }));
    return () => void dispatch(A.left());
  }, [dispatch, hash]);

  useEffect(() => {
    if (linkStatus === 'failed') navigate('/account/login', { replace: true, state: { notice: AUTH_MESSAGES.loginToContinue } });
  }, [linkStatus, navigate]);
  useEffect(() => {
    if (resetStatus === 'succeeded') navigate('/account/login', { replace: true, state: { notice: resetNotice } });
  }, [resetStatus, resetNotice, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return;
    if (password !== confirm) {
      window.alert(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    dispatch(A.resetRequested({ hash, password }));
  };

  if (status === 'checking')
    return (
      <AccountCard title="Reset Password">
        <div role="status" className="text-muted">
          <Spinner size="sm" className="me-2" aria-hidden />
          Checking your link...
        </div>
      </AccountCard>
    );

  return (
    <AccountCard title="Reset Password">
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="reset-password-help" />
          <Form.Text id="reset-password-help">At least 12 characters. A phrase of a few words is easy to remember and hard to guess.</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="reset-confirm">
          <Form.Label>Confirm Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Form.Group>
        <div className="d-flex justify-content-end">
          <Button variant="primary" type="submit" disabled={!password || !confirm || status === 'saving'}>
            Submit
          </Button>
        </div>
      </Form>
    </AccountCard>
  );
}
