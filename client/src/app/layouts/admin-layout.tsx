import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminDrawer } from '../../components/admin/admin-drawer';
import { useAppSelector } from '../hooks';
import '../../styles/admin.css';

/** Admin layout: login required (otherwise /account/login), drawer beside the page. */
export function AdminLayout() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/account/login" replace state={{ from: location.pathname }} />;
  return (
    <div className="admin-layout d-flex min-vh-100">
      <AdminDrawer />
      <main className="admin-main flex-grow-1 p-4 bg-light">
        <Outlet />
      </main>
    </div>
  );
}
