import { Card, CardContent, Tab, Tabs } from '@mui/material';
import {
  AccessDenied,
  Authenticated,
  LinkBase,
  Navigate,
  ResourceContextProvider,
  Title,
  useCanAccess,
  useLocation,
  useTranslate,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SchemaList } from '../screens.js';
import { AddBusiness } from './AddBusiness.js';

/**
 * Tools (programs spec §2; government administrators, access spec §2): the users with add-user and
 * edit-user, and add business. the users list, add-user and edit-user are the users resource's own screens, built from
 * /api/admin/schema like every resource's.
 */
export function ToolsPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource: 'tools' });
  if (isPending) return null;
  if (!canAccess) return <AccessDenied />;
  const tab = pathname.endsWith('/add-business') ? 'add-business' : 'users';
  return (
    <Authenticated>
      <Title title={translate('porchlight.tools.title')} />
      <Card sx={{ mt: 2 }}>
        <Tabs value={tab} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="users" label={translate('porchlight.tools.users')} component={LinkBase} to="/tools" />
          <Tab
            value="add-business"
            label={translate('porchlight.tools.add_business')}
            component={LinkBase}
            to="/tools/add-business"
          />
        </Tabs>
        <CardContent>
          <Routes>
            <Route
              path="/"
              element={
                <ResourceContextProvider value="users">
                  <SchemaList />
                </ResourceContextProvider>
              }
            />
            <Route path="/add-user" element={<Navigate to="/users/create" replace />} />
            <Route path="/edit-user/:id" element={<EditUserRedirect />} />
            <Route path="/add-business" element={<AddBusiness />} />
          </Routes>
        </CardContent>
      </Card>
    </Authenticated>
  );
}

function EditUserRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={`/users/${pathname.split('/').pop()}`} replace />;
}
