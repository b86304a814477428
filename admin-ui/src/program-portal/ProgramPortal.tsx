import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { type ComponentType, lazy, Suspense } from 'react';
import { AccessDenied, Authenticated, LinkBase, Navigate, Title, useParams, useTranslate } from 'react-admin';
import {
  mayCreateProgram,
  type ProgramPortalTab,
  programTabVisible,
  tabWritable,
  visibleProgramTabs,
} from '../api/access.js';
import { useCaller } from '../api/useCaller.js';
import type { PermissionMap } from '../rules.js';
import { ContactInfoTab } from './ContactInfoTab.js';
import { CreateProgramTab } from './CreateProgramTab.js';
import { DenialReasonsTab } from './DenialReasonsTab.js';
import { FormTab } from './FormTab.js';
import { InformationTab } from './InformationTab.js';
import { LaunchProgramTab } from './LaunchProgramTab.js';
import { NotificationsTab } from './NotificationsTab.js';
import { OrganizationsTab } from './OrganizationsTab.js';
import { OutreachItemsTab } from './OutreachItemsTab.js';
import { ProgramReportsTab } from './ProgramReportsTab.js';
import { usePortalPrograms, useProgramLevels } from './program-data.js';
import { SettingsTab } from './SettingsTab.js';
import { UsersTab } from './UsersTab.js';

// The graph editor (@xyflow/react) and the charts (recharts) load when their tab opens.
const WorkflowEditorTab = lazy(async () => ({
  default: (await import('./WorkflowEditorTab.js')).WorkflowEditorTab,
}));
const AnalyticsDashboardTab = lazy(async () => ({
  default: (await import('./AnalyticsDashboardTab.js')).AnalyticsDashboardTab,
}));

export interface TabProps {
  programId: number;
  /** The tab's permission key is ReadWrite (Read shows it read-only). */
  writable: boolean;
  levels: PermissionMap;
}

const TAB_VIEWS: Record<ProgramPortalTab, ComponentType<TabProps>> = {
  users: UsersTab,
  form: FormTab,
  'create-program': CreateProgramTab,
  'notification-tool': NotificationsTab,
  organizations: OrganizationsTab,
  'outreach-items': OutreachItemsTab,
  'workflow-editor': WorkflowEditorTab,
  reports: ProgramReportsTab,
  'analytics-dashboard': AnalyticsDashboardTab,
  settings: SettingsTab,
  'contact-info': ContactInfoTab,
  'launch-program': LaunchProgramTab,
  'denial-reasons': DenialReasonsTab,
  information: InformationTab,
};

const isPortalTab = (tab: string): tab is ProgramPortalTab => Object.hasOwn(TAB_VIEWS, tab);

/** The program portal's entry: the programs the caller may open. */
export function ProgramPortalIndex() {
  const translate = useTranslate();
  const caller = useCaller();
  const programs = usePortalPrograms();
  return (
    <Authenticated>
      <Title title={translate('porchlight.program_portal.title')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h1">
              {translate('porchlight.program_portal.choose')}
            </Typography>
            {caller && mayCreateProgram(caller.levels) && programs.data?.[0] && (
              <Button
                component={LinkBase}
                to={`/program-portal/${programs.data[0].id}/create-program`}
                startIcon={<AddIcon />}
              >
                {translate('porchlight.program_portal.tabs.create-program')}
              </Button>
            )}
          </Stack>
          {programs.isPending ? (
            <CircularProgress size={20} />
          ) : (
            <List>
              {(programs.data ?? []).map((program) => (
                <ListItemButton key={program.id} component={LinkBase} to={`/program-portal/${program.id}`}>
                  <ListItemText primary={program.displayName} secondary={`#${program.id}`} />
                  {program.launched && (
                    <Chip
                      size="small"
                      color="success"
                      label={translate('porchlight.program_portal.launched')}
                    />
                  )}
                </ListItemButton>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Authenticated>
  );
}

/**
 * One program's admin tabs (programs spec §2, §6): each tab shows only when its permission key allows it
 * on this program, and a tab's route is refused (Access denied) when it does not.
 */
export function ProgramPortal() {
  const translate = useTranslate();
  const { programId: rawId, tab } = useParams<{ programId: string; tab?: string }>();
  const programId = Number(rawId);
  const programs = usePortalPrograms();
  const levels = useProgramLevels(Number.isInteger(programId) ? programId : undefined);

  if (levels.isPending) {
    return (
      <Authenticated>
        <Box sx={{ p: 3 }}>
          <CircularProgress size={24} />
        </Box>
      </Authenticated>
    );
  }
  const map = levels.data ?? {};
  const tabs = visibleProgramTabs(map);
  if (!tab)
    return tabs[0] ? <Navigate to={`/program-portal/${programId}/${tabs[0]}`} replace /> : <AccessDenied />;
  if (!isPortalTab(tab) || !programTabVisible(tab, map)) {
    return (
      <Authenticated>
        <Box data-testid="tab-refused">
          <AccessDenied />
        </Box>
      </Authenticated>
    );
  }
  const View = TAB_VIEWS[tab];
  const program = programs.data?.find((p) => p.id === programId);
  return (
    <Authenticated>
      <Title
        title={`${translate('porchlight.program_portal.title')} · ${program?.displayName ?? `#${programId}`}`}
      />
      {/* Not clipped (a Card's own overflow), so a tab's sticky part (the Form tab's preview) can follow the page. */}
      <Card sx={{ mt: 2, overflow: 'visible' }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('porchlight.program_portal.title')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              label={translate(`porchlight.program_portal.tabs.${t}`)}
              component={LinkBase}
              to={`/program-portal/${programId}/${t}`}
            />
          ))}
        </Tabs>
        <CardContent>
          <Suspense fallback={<CircularProgress size={24} />}>
            <View programId={programId} writable={tabWritable(tab, map)} levels={map} />
          </Suspense>
        </CardContent>
      </Card>
    </Authenticated>
  );
}
