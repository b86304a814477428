import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, List, ResourceContextProvider, useTranslate } from 'react-admin';
import { UserGrid } from '../tools/users.js';
import type { TabProps } from './ProgramPortal.js';

/** The users tab (UserMgmt): the instance's staff, added and edited through Tools' user screens. */
export function UsersTab({ writable }: TabProps) {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="users">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('porchlight.program_portal.tabs.users')}
        </Typography>
        {writable && (
          <Button component={LinkBase} to="/users/create" startIcon={<AddIcon />} size="small">
            {translate('porchlight.tools.add_user')}
          </Button>
        )}
      </Stack>
      <List
        resource="users"
        sort={{ field: 'lastName', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        actions={false}
        title={false}
        storeKey="embedded.users"
      >
        <UserGrid writable={writable} />
      </List>
    </ResourceContextProvider>
  );
}
