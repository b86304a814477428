// Every screen of the admin UI is its own chunk, loaded when first shown: the login page loads none of them,
// nor their forms, tables, charts and workflow editor (scripts/ui-size.mjs holds the entry to its budget).
import { type ComponentPropsWithRef, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { LoadingPage } from 'react-admin';

/** A component React loads on first render: `load` resolves to it (an export of its module). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, any component whatever its props.
function screen<C extends ComponentType<any>>(load: () => Promise<C>) {
  return lazy(async () => ({ default: await load() }));
}

/** A component loaded when first rendered, showing nothing until then. */
// biome-ignore lint/suspicious/noExplicitAny: as above.
function later<C extends ComponentType<any>>(load: () => Promise<C>) {
  const Lazy = screen(load);
  return (props: ComponentPropsWithRef<C>) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

const loadLayout = () => import('./layout/Layout.js');
const loadQueue = () => import('./queue/QueueList.js');
const loadSchemaViews = () => import('./schema/SchemaViews.js');
const loadProgramPortal = () => import('./program-portal/ProgramPortal.js');
const loadReports = () => import('./reports/ReportsPage.js');

/**
 * The first screen once signed in is the queue inside the layout: both are fetched together (not one after
 * the other, as rendering would) as soon as a session is there or a sign-in is sent.
 */
export function preloadSignedInScreens(): void {
  void loadLayout();
  void loadQueue();
}

const LazyLayout = screen(async () => (await loadLayout()).Layout);

/** The layout, with react-admin's loading page while its chunk comes (no Suspense sits above it). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyLayout>{children}</LazyLayout>
    </Suspense>
  );
}

export const QueueList = screen(async () => (await loadQueue()).QueueList);
export const SchemaList = screen(async () => (await loadSchemaViews()).SchemaList);
export const SchemaShow = screen(async () => (await loadSchemaViews()).SchemaShow);
export const SchemaEdit = screen(async () => (await loadSchemaViews()).SchemaEdit);
export const SchemaCreate = screen(async () => (await loadSchemaViews()).SchemaCreate);
export const ProgramPortalIndex = screen(async () => (await loadProgramPortal()).ProgramPortalIndex);
export const ProgramPortal = screen(async () => (await loadProgramPortal()).ProgramPortal);
export const InstancePortal = screen(
  async () => (await import('./instance-portal/InstancePortal.js')).InstancePortal,
);
export const ReportsIndex = screen(async () => (await loadReports()).ReportsIndex);
export const ReportPage = screen(async () => (await loadReports()).ReportPage);
export const ToolsPage = screen(async () => (await import('./tools/ToolsPage.js')).ToolsPage);
export const ApplicationShow = screen(
  async () => (await import('./record/ApplicationShow.js')).ApplicationShow,
);
export const V2Routes = screen(async () => (await import('./review/V2Routes.js')).V2Routes);
export const GovSettings = screen(async () => (await import('./record/GovSettings.js')).GovSettings);
export const BusinessProfileView = screen(
  async () => (await import('./record/BusinessProfileView.js')).BusinessProfileView,
);
export const IndividualProfile = screen(
  async () => (await import('./record/IndividualProfile.js')).IndividualProfile,
);
export const ConfigurationPage = screen(
  async () => (await import('./layout/ConfigurationPage.js')).ConfigurationPage,
);

const loadSecondary = () => import('./layout/secondary.js');
export const AccessDenied = later(async () => (await loadSecondary()).AccessDenied);
export const AuthenticationError = later(async () => (await loadSecondary()).AuthenticationError);
export const ErrorPage = later(async () => (await loadSecondary()).Error);
export const LocalesMenuButton = later(async () => (await loadSecondary()).LocalesMenuButton);
export const NotFound = later(async () => (await loadSecondary()).NotFound);
export const Notification = later(async () => (await loadSecondary()).Notification);
