import { lazy } from 'react';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Caller } from './api/caller.js';
import { LoginPage } from './auth/LoginPage.js';
import { Layout, QueueIcon } from './layout/Layout.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { i18nProvider } from './providers/i18nProvider.js';
import { QueueList } from './queue/QueueList.js';
import { SchemaCreate, SchemaEdit, SchemaList, SchemaShow } from './schema/SchemaViews.js';
import { theme } from './theme.js';
import { UserCreate, UserEdit, UserList } from './tools/users.js';

// The portals, reports and tools load when first opened; the queue is what staff open first.
const ProgramPortalIndex = lazy(async () => ({
  default: (await import('./program-portal/ProgramPortal.js')).ProgramPortalIndex,
}));
const ProgramPortal = lazy(async () => ({
  default: (await import('./program-portal/ProgramPortal.js')).ProgramPortal,
}));
const InstancePortal = lazy(async () => ({
  default: (await import('./instance-portal/InstancePortal.js')).InstancePortal,
}));
const ReportsIndex = lazy(async () => ({ default: (await import('./reports/ReportsPage.js')).ReportsIndex }));
const ReportPage = lazy(async () => ({ default: (await import('./reports/ReportsPage.js')).ReportPage }));
const ApplicationShow = lazy(async () => ({
  default: (await import('./record/ApplicationShow.js')).ApplicationShow,
}));
const ConfigurationPage = lazy(async () => ({
  default: (await import('./layout/ConfigurationPage.js')).ConfigurationPage,
}));
const ToolsPage = lazy(async () => ({ default: (await import('./tools/ToolsPage.js')).ToolsPage }));

/** Notifications are shown 5 seconds (programs spec §8, §9). */
const FiveSecondNotification = () => <Notification autoHideDuration={5000} />;

/**
 * The admin resources come from /api/admin/schema (the caller's "permissions"); the queue, the users and
 * the portals are hand-written. canAccess (authProvider) hides and refuses what the caller's keys do not
 * allow, so menus and routes follow the same rule.
 */
export function App() {
  return (
    <Admin
      title="Porchlight"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      theme={theme}
      notification={FiveSecondNotification}
      disableTelemetry
    >
      {(caller: Caller | undefined) => [
        <Resource
          key="applications"
          name="applications"
          list={QueueList}
          show={ApplicationShow}
          icon={QueueIcon}
          recordRepresentation="externalId"
        />,
        // The schema describes the queue too (its columns and filters), but the queue has its own screen.
        ...(caller?.schema ?? [])
          .filter((entry) => entry.name !== 'applications')
          .map((entry) => (
            <Resource
              key={entry.name}
              name={entry.name}
              options={{ label: entry.label }}
              list={SchemaList}
              show={SchemaShow}
              edit={SchemaEdit}
              create={SchemaCreate}
            />
          )),
        <Resource
          key="users"
          name="users"
          list={UserList}
          edit={UserEdit}
          create={UserCreate}
          recordRepresentation="email"
        />,
        <CustomRoutes key="routes">
          <Route path="/program-portal" element={<ProgramPortalIndex />} />
          <Route path="/program-portal/:programId/:tab?" element={<ProgramPortal />} />
          <Route path="/instance-portal/:tab?" element={<InstancePortal />} />
          <Route path="/reports" element={<ReportsIndex />} />
          <Route path="/reports/:group/:name" element={<ReportPage />} />
          <Route path="/tools/*" element={<ToolsPage />} />
          <Route path="/configuration" element={<ConfigurationPage />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
