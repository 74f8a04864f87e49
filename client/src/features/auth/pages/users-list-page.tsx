import type { AdminUserListItem } from '@contract/auth';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';

import { formatShortDateTime } from '../../../components/admin/admin-dates';
import { AdminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { pageTitle } from '../../../lib/runtime-config';
import { usersApi } from '../api';

export const formatLastLogin = (iso: string | null) => (iso ? formatShortDateTime(iso) : 'Never');

/** /siteadmin/users: id, email, last login; delete asks for confirmation, then reloads the list. */
export function UsersListPage() {
  const [users, setUsers] = useState<AdminUserListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminUserListItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    const res = await usersApi.getAll();
    if (res.success) setUsers(res.data);
    else setError(res.message);
  }, []);

  useEffect(() => {
    document.title = pageTitle('Users');
    void load();
  }, [load]);

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    const res = await usersApi.remove(confirming.id);
    setDeleting(false);
    setConfirming(null);
    if (res.success) {
      setError(null);
      setNotice(res.message ?? 'User deleted.');
    } else {
      setNotice(null);
      setError(res.message);
    }
    await load();
  };

  return (
    <section aria-labelledby="users-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
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
        <Alert variant="success" role="status" onClose={() => setNotice(null)} dismissible>
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
          colSpan={4}
          status="succeeded"
          rowCount={users.length}
          emptyText="No users yet."
          head={
            <>
              <th scope="col">Id</th>
              <th scope="col">Email</th>
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
              <td>{formatLastLogin(u.lastLogin)}</td>
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
        onConfirm={() => void remove()}
      >
        Are you sure you want to delete {confirming?.email}?
      </ConfirmDialog>
    </section>
  );
}
