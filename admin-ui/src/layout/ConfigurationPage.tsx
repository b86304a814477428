import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCaller } from '../api/useCaller.js';

function TableLink({ name, label }: { name: string; label: string }) {
  const { canAccess } = useCanAccess({ action: 'list', resource: name });
  if (!canAccess) return null;
  return (
    <ListItemButton component={Link} to={`/${name}`} divider>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

/**
 * The configuration tables (states, transitions, possible owners, workflow members, …) behind one entry of
 * the sidebar instead of one entry each: the admin resources the caller may read, by name.
 */
export function ConfigurationPage() {
  const translate = useTranslate();
  const caller = useCaller();
  const tables = (caller?.schema ?? [])
    .filter((entry) => entry.name !== 'applications')
    .map((entry) => ({
      name: entry.name,
      label: translate(`resources.${entry.name}.name`, { smart_count: 2, _: entry.label }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('porchlight.nav.configuration')} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('porchlight.nav.configuration')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('porchlight.configuration.intro')}
        </Typography>
        <List aria-label={translate('porchlight.nav.configuration')} disablePadding>
          {tables.map((entry) => (
            <TableLink key={entry.name} name={entry.name} label={entry.label} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
