import { AUTH_MESSAGES } from '@contract/auth';
import { FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AccountCard } from '../components/account-card';
import { authActions } from '../slice';

/** /account/login: 'Site Administration Login'. Success goes to /. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, loginError, isAuthenticated } = useAppSelector((s) => s.auth);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const submitted = useRef(false);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  useEffect(() => {
    dispatch(authActions.loginPageOpened());
  }, [dispatch]);

  useEffect(() => {
    if (submitted.current && isAuthenticated && !loading) navigate('/');
  }, [isAuthenticated, loading, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = AUTH_MESSAGES.usernameRequired;
    if (!password) next.password = AUTH_MESSAGES.passwordRequired;
    setErrors(next);
    if (next.username || next.password) {
      document.getElementById(next.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    submitted.current = true;
    dispatch(authActions.loginRequested({ Username: username.trim(), Password: password }));
  };

  return (
    <AccountCard title="Site Administration Login">
      {notice && !loginError ? (
        <Alert variant="info" className="py-2">
          {notice}
        </Alert>
      ) : null}
      {loginError ? (
        <Alert variant="danger" className="py-2" role="alert">
          <ul className="mb-0">
            <li>{loginError}</li>
          </ul>
        </Alert>
      ) : null}
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="login-username">
          <Form.Label>Username</Form.Label>
          <Form.Control
            type="email"
            name="username"
            autoComplete="username"
            placeholder="email address"
            value={username}
            isInvalid={!!errors.username}
            aria-invalid={!!errors.username}
            aria-describedby={errors.username ? 'login-username-error' : undefined}
            onChange={(e) => {
              setUsername(e.target.value);
              if (errors.username) setErrors({ ...errors, username: undefined });
            }}
          />
          <Form.Control.Feedback type="invalid" id="login-username-error">
            {errors.username}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            isInvalid={!!errors.password}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
          />
          <Form.Control.Feedback type="invalid" id="login-password-error">
            {errors.password}
          </Form.Control.Feedback>
        </Form.Group>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <Link to="/account/forgot-password">Forgot Password</Link>
          <Button type="submit" variant="primary" disabled={loading} className="px-4">
            {loading ? 'Logging in...' : 'Login'}
          </Button>
        </div>
      </Form>
    </AccountCard>
  );
}
