import { AUTH_MESSAGES } from '@contract/auth';
import { FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { authApi } from '../api';
import { AccountCard } from '../components/account-card';

/** /account/reset-password/{hash}: checks the hash, then New Password + Confirm Password. */
export function ResetPasswordPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<'checking' | 'form' | 'saving'>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void authApi.checkResetHash(hash).then((res) => {
      if (!live) return;
      if (res.success && res.data?.hash) setStatus('form');
      else navigate('/account/login', { replace: true, state: { notice: AUTH_MESSAGES.loginToContinue } });
    });
    return () => {
      live = false;
    };
  }, [hash, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return;
    if (password !== confirm) {
      window.alert(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    setStatus('saving');
    setError(null);
    const res = await authApi.setPassword(hash, password);
    if (res.success) {
      navigate('/account/login', { replace: true, state: { notice: res.message ?? 'Your password has been set. Please log in.' } });
      return;
    }
    setStatus('form');
    // A policy refusal names what to change; anything else is the spec's generic alert.
    if (res.errors?.PasswordHash) setError(res.errors.PasswordHash);
    else window.alert(AUTH_MESSAGES.somethingWrong);
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
