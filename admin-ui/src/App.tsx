import InboxIcon from '@mui/icons-material/Inbox';
import { CssBaseline } from '@mui/material';
import { useMemo } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  type I18nProvider,
  LoadingPage,
  localStorageStore,
  Resource,
} from 'react-admin';
import { Route } from 'react-router-dom';
import type { Caller } from './api/caller.js';
import { sessionToken } from './api/client.js';
import { opensOnQueue, prefetchFirstScreen, queryClient } from './api/first-screen.js';
import { LoginPage } from './auth/LoginPage.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { DirectionProvider, directed } from './providers/direction.js';
import {
  AccessDenied,
  ApplicationShow,
  AuthenticationError,
  BusinessProfileView,
  ConfigurationPage,
  ErrorPage,
  GovSettings,
  IndividualProfile,
  InstancePortal,
  Layout,
  NotFound,
  Notification,
  ProgramPortal,
  ProgramPortalIndex,
  preloadSignedInScreens,
  QueueList,
  ReportPage,
  ReportsIndex,
  SchemaCreate,
  SchemaEdit,
  SchemaList,
  SchemaShow,
  ToolsPage,
  V2Routes,
} from './screens.js';
import { theme } from './theme.js';

// A kept session opens where it was, not on the login page: the queue's chunks and calls start at once.
if (sessionToken.get()) {
  preloadSignedInScreens();
  if (opensOnQueue(window.location.hash)) prefetchFirstScreen(window.location.hash);
}

const store = localStorageStore();

/** react-admin's page for a route nobody has (its title prop is the page's). */
const CatchAll = () => <NotFound />;

/** Notifications are shown 5 seconds (programs spec §8, §9). */
const FiveSecondNotification = () => <Notification autoHideDuration={5000} />;

/**
 * The admin resources come from /api/admin/schema (the caller's "permissions"); the queue and the portals
 * are hand-written. canAccess (authProvider) hides and refuses what the caller's keys do not
 * allow, so menus and routes follow the same rule.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // The page's direction is set with its language, before the first render and after this module loads.
  const pageTheme = useMemo(() => directed(theme), []);
  return (
    // react-admin's <Admin> without its defaults, which would bring its own login form (and form library)
    // and layout into the entry: the same context and routes, with our pages.
    <DirectionProvider>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={pageTheme}
        store={store}
        queryClient={queryClient}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="Porchlight"
            loginPage={LoginPage}
            layout={Layout}
            catchAll={CatchAll}
            loading={LoadingPage}
            error={ErrorPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            disableTelemetry
          >
            {(caller: Caller | undefined) => [
              <Resource
                key="applications"
                name="applications"
                list={QueueList}
                show={ApplicationShow}
                icon={InboxIcon}
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
              <CustomRoutes key="routes">
                <Route path="/program-portal" element={<ProgramPortalIndex />} />
                <Route path="/program-portal/:programId/:tab?" element={<ProgramPortal />} />
                <Route path="/instance-portal/:tab?" element={<InstancePortal />} />
                <Route path="/reports" element={<ReportsIndex />} />
                <Route path="/reports/:group/:name" element={<ReportPage />} />
                <Route path="/tools/*" element={<ToolsPage />} />
                <Route path="/configuration" element={<ConfigurationPage />} />
                <Route path="/individuals/:id/profile" element={<IndividualProfile />} />
                <Route path="/businesses/:id/profile" element={<BusinessProfileView />} />
                <Route path="/gov-settings" element={<GovSettings />} />
                <Route path="/v2/*" element={<V2Routes />} />
              </CustomRoutes>,
            ]}
          </CoreAdminUI>
          <FiveSecondNotification />
        </CssBaseline>
      </AdminContext>
    </DirectionProvider>
  );
}
