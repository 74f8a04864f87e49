import type { AdminUserListItem } from '@contract/auth';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { rootReducer } from '../../../app/root-reducer';
import { injectSaga } from '../../../app/store';
import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SiteTime } from '../../../components/admin/site-time';
import { pageTitle } from '../../../lib/runtime-config';
import { selectUsers } from '../selectors';
import { usersSaga } from '../users-saga';
import { usersActions as A, usersSlice } from '../users-slice';

usersSlice.injectInto(rootReducer);
injectSaga('users', usersSaga);

/** A user's last login on the site's clock, or Never. */
export function LastLogin({ iso }: { iso: string | null }) {
  return iso ? <SiteTime iso={iso} /> : <>Never</>;
}

/** /siteadmin/users: id, email, roles, last login; delete asks for confirmation, then reloads the list. */
export function UsersListPage() {
  const dispatch = useAppDispatch();
  const { list: users, listError: error, notice, deleteStatus } = useAppSelector(selectUsers);
  const [confirming, setConfirming] = useState<AdminUserListItem | null>(null);
  const deleting = deleteStatus === 'loading';

  useEffect(() => {
    document.title = pageTitle('Users');
    dispatch(A.listOpened());
    return () => void dispatch(A.listLeft());
  }, [dispatch]);

  // The dialog stays open (its button disabled) until the server answers.
  useEffect(() => {
    if (!deleting) setConfirming(null);
  }, [deleting]);

  const remove = () => {
    if (confirming) dispatch(A.deleteRequested({ id: confirming.id }));
  };

  return (
    <section aria-labelledby="users-heading">
      <div className="admin-page-head d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="users-heading" className="h3 me-auto mb-0">
          Users
        </h1>
        <Link to="/siteadmin/users/add" className="btn btn-primary">
          Add User
        </Link>
      </div>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert variant="success" role="status" onClose={() => dispatch(A.noticeDismissed())} dismissible>
          {notice}
        </Alert>
      ) : null}
      {users === null && !error ? (
        <div role="status" className="text-muted">
          <Spinner size="sm" className="me-2" aria-hidden />
          Loading users...
        </div>
      ) : null}
      {users ? (
        <AdminTable
          colSpan={5}
          status="succeeded"
          rowCount={users.length}
          emptyText="No users yet."
          head={
            <>
              <th scope="col">Id</th>
              <th scope="col">Email</th>
              <th scope="col">Roles</th>
              <th scope="col">Last Login</th>
              <th scope="col" className="text-end">
                Actions
              </th>
            </>
          }
        >
          {users.map((u) => (
            <tr key={u.id}>
              <td>{u.id}</td>
              <td className="text-break">{u.email}</td>
              <td>{u.roles.length ? u.roles.join(', ') : <span className="text-muted">None</span>}</td>
              <td>
                <LastLogin iso={u.lastLogin} />
              </td>
              <td className="text-end text-nowrap">
                <Link to={`/siteadmin/users/edit/${u.id}`} className="btn btn-sm btn-outline-secondary me-2" aria-label={`Edit ${u.email}`}>
                  Edit
                </Link>
                <Button size="sm" variant="outline-danger" onClick={() => setConfirming(u)} aria-label={`Delete ${u.email}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <ConfirmDialog
        show={!!confirming}
        titleId="delete-user-title"
        title="Delete User"
        confirmLabel="Delete"
        confirmDisabled={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={remove}
      >
        Are you sure you want to delete {confirming?.email}?
      </ConfirmDialog>
    </section>
  );
}
