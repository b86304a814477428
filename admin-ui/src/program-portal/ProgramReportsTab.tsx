import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { REPORT_GROUPS } from '../reports/catalogue.js';
import { reportPath } from '../reports/ReportsPage.js';
import type { TabProps } from './ProgramPortal.js';

/** Reports (ReportsConfig): the report catalogue, each opened on this program. */
export function ProgramReportsTab({ programId }: TabProps) {
  const translate = useTranslate();
  return (
    <>
      {Object.entries(REPORT_GROUPS).map(([group, reports]) => (
        <List
          key={group}
          dense
          subheader={<ListSubheader>{translate(`porchlight.reports.groups.${group}`)}</ListSubheader>}
        >
          {reports.map((report) => (
            <ListItemButton key={report.name} component={LinkBase} to={reportPath(report, programId)}>
              <ListItemText primary={translate(`porchlight.reports.names.${report.name}`)} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </>
  );
}
