import { AUTH_MESSAGES, EMAIL_PATTERN, SiteRoleItem } from '@contract/auth';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { EditShell } from '../../../components/admin/edit-shell';
import { pageTitle } from '../../../lib/runtime-config';
import { usersApi } from '../api';
import { formatLastLogin } from './users-list-page';

/** /siteadmin/users/add and /siteadmin/users/edit/{userId}: email (read-only on edit), password, roles. */
export function UserEditPage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const isEdit = !!userId;
  const [roles, setRoles] = useState<SiteRoleItem[]>([]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [userRoles, setUserRoles] = useState<number[]>([]);
  const [lastLogin, setLastLogin] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);

  useEffect(() => {
    document.title = pageTitle(isEdit ? 'User Edit' : 'User Add');
    let live = true;
    void (async () => {
      const [r, u] = await Promise.all([usersApi.getRoles(), isEdit ? usersApi.get(userId) : Promise.resolve(null)]);
      if (!live) return;
      if (r.success) setRoles(r.data);
      else setServerError(r.message);
      if (u) {
        if (u.success) {
          setEmail(u.data.email);
          setUserRoles(u.data.userRoles);
          setLastLogin(u.data.lastLogin);
        } else setServerError(u.message);
      }
      setLoading(false);
    })();
    return () => {
      live = false;
    };
  }, [isEdit, userId]);

  const save = async () => {
    if (!isEdit) {
      const problem = !email.trim() ? AUTH_MESSAGES.emailRequired : !EMAIL_PATTERN.test(email.trim()) ? AUTH_MESSAGES.emailInvalid : null;
      setEmailError(problem);
      if (problem) return;
    }
    setSaving(true);
    setServerError(null);
    const res = await usersApi.save({ id: isEdit ? Number(userId) : null, email: email.trim(), password: password || null, userRoles });
    setSaving(false);
    if (res.success) navigate('/siteadmin/users');
    else {
      setServerError(res.message);
      window.scrollTo({ top: 0 });
    }
  };

  const toggleRole = (id: number, on: boolean) => setUserRoles((cur) => (on ? [...new Set([...cur, id])] : cur.filter((r) => r !== id)));

  return (
    <EditShell title="User" backTo="/siteadmin/users" itemId={userId ?? null} onSave={save} saving={saving} error={serverError}>
      {loading ? (
        <div role="status" className="text-muted">
          <Spinner size="sm" className="me-2" aria-hidden />
          Loading...
        </div>
      ) : (
        <div className="card shadow-sm">
          <div className="card-body">
            <Form.Group className="mb-3" controlId="user-email">
              <Form.Label>Email</Form.Label>
              <Form.Control
                type="email"
                value={email}
                readOnly={isEdit}
                plaintext={isEdit}
                isInvalid={!!emailError}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (emailError) setEmailError(null);
                }}
              />
              <Form.Control.Feedback type="invalid">{emailError}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="user-password">
              <Form.Label>Password</Form.Label>
              <Form.Control type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="user-password-help" />
              <Form.Text id="user-password-help">
                {isEdit
                  ? 'Leave blank to keep the current password. At least 12 characters.'
                  : 'Leave blank to assign a random password and email the user a link to choose their own. At least 12 characters.'}
              </Form.Text>
            </Form.Group>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Roles</legend>
              {roles.map((r) => (
                <Form.Check
                  key={r.id}
                  id={`user-role-${r.id}`}
                  type="checkbox"
                  label={r.name}
                  checked={userRoles.includes(r.id)}
                  onChange={(e) => toggleRole(r.id, e.target.checked)}
                />
              ))}
            </fieldset>
            {isEdit ? <p className="text-muted small mb-0">Last login: {formatLastLogin(lastLogin)}</p> : null}
          </div>
        </div>
      )}
    </EditShell>
  );
}
