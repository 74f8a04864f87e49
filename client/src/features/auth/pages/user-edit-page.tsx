import { AUTH_MESSAGES, EMAIL_PATTERN, USER_MESSAGES } from '@contract/auth';
import { ROLE_EDITOR } from '@contract/roles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { EditShell } from '../../../components/admin/edit-shell';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import { pageTitle } from '../../../lib/runtime-config';
import { selectUsers } from '../selectors';
import { usersSaga } from '../users-saga';
import { usersActions as A, usersSlice } from '../users-slice';
import { LastLogin } from './users-list-page';

usersSlice.injectInto(rootReducer);
injectSaga('users', usersSaga);

/** /siteadmin/users/add and /siteadmin/users/edit/{userId}: email (read-only on edit), password, roles (at least one; a new user starts as Editor). */
export function UserEditPage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isEdit = !!userId;
  const { roles, rolesStatus, user, userStatus, saveStatus, editError: serverError } = useAppSelector(selectUsers);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [userRoles, setUserRoles] = useState<number[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const loading = rolesStatus === 'loading' || userStatus === 'loading';
  const saving = saveStatus === 'loading';

  useEffect(() => {
    document.title = pageTitle(isEdit ? 'User Edit' : 'User Add');
    dispatch(A.editOpened({ id: isEdit ? Number(userId) : null }));
    return () => void dispatch(A.editLeft());
  }, [dispatch, isEdit, userId]);

  // The loaded user fills the form.
  useEffect(() => {
    if (!user) return;
    setEmail(user.email);
    setUserRoles(user.userRoles);
  }, [user]);

  // A new user starts as an Editor, once the roles are known.
  useEffect(() => {
    if (isEdit) return;
    const preset = roles.find((r) => r.name === ROLE_EDITOR);
    if (preset) setUserRoles([preset.id]);
  }, [isEdit, roles]);

  // Unsaved changes ask before leaving; the email and roles (never the password) are kept as a local draft.
  const editorRoleId = roles.find((r) => r.name === ROLE_EDITOR)?.id;
  const baseline = useMemo(() => (user ? { email: user.email, userRoles: user.userRoles } : { email: '', userRoles: editorRoleId ? [editorRoleId] : [] }), [user, editorRoleId]);
  const restoreDraft = useCallback(
    (draft: { email: string; userRoles: number[] }) => {
      if (!isEdit) setEmail(draft.email);
      setUserRoles(draft.userRoles);
    },
    [isEdit],
  );
  const unsaved = useUnsavedChanges({
    draftKey: `user:${userId ?? 'new'}`,
    value: { email, userRoles },
    baseline,
    ready: !loading && roles.length > 0 && (!isEdit || !!user),
    onRestore: restoreDraft,
    alsoDirty: !!password,
  });
  const { markSaved } = unsaved;

  useEffect(() => {
    if (saveStatus === 'succeeded') {
      markSaved();
      navigate('/siteadmin/users');
    }
  }, [saveStatus, navigate, markSaved]);

  const save = () => {
    const noRole = userRoles.length ? null : USER_MESSAGES.roleRequired;
    setRoleError(noRole);
    if (!isEdit) {
      const problem = !email.trim() ? AUTH_MESSAGES.emailRequired : !EMAIL_PATTERN.test(email.trim()) ? AUTH_MESSAGES.emailInvalid : null;
      setEmailError(problem);
      if (problem) return;
    }
    if (noRole) return;
    dispatch(A.saveRequested({ id: isEdit ? Number(userId) : null, email: email.trim(), password: password || null, userRoles }));
  };

  const toggleRole = (id: number, on: boolean) => {
    setUserRoles((cur) => (on ? [...new Set([...cur, id])] : cur.filter((r) => r !== id)));
    if (on) setRoleError(null);
  };

  return (
    <EditShell title="User" backTo="/siteadmin/users" itemId={userId ?? null} onSave={save} saving={saving} error={serverError} unsaved={unsaved}>
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
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'user-email-error' : undefined}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (emailError) setEmailError(null);
                }}
              />
              <Form.Control.Feedback type="invalid" id="user-email-error">
                {emailError}
              </Form.Control.Feedback>
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
            <fieldset className="mb-3" aria-describedby={roleError ? 'user-roles-error' : undefined}>
              <legend className="form-label fs-6">
                Roles <span className="text-muted small">(at least one)</span>
              </legend>
              {roles.map((r) => (
                <Form.Check key={r.id} id={`user-role-${r.id}`} className="mb-2">
                  <Form.Check.Input
                    type="checkbox"
                    checked={userRoles.includes(r.id)}
                    isInvalid={!!roleError}
                    aria-describedby={`user-role-${r.id}-help`}
                    onChange={(e) => toggleRole(r.id, e.target.checked)}
                  />
                  <Form.Check.Label>{r.name}</Form.Check.Label>
                  <Form.Text id={`user-role-${r.id}-help`} className="d-block">
                    {r.description}
                  </Form.Text>
                </Form.Check>
              ))}
              {roleError ? (
                <div id="user-roles-error" className="invalid-feedback d-block" role="alert">
                  {roleError}
                </div>
              ) : null}
            </fieldset>
            {isEdit ? (
              <p className="text-muted small mb-0">
                Last login: <LastLogin iso={user?.lastLogin ?? null} />
              </p>
            ) : null}
          </div>
        </div>
      )}
    </EditShell>
  );
}
