// /gov-settings (programs spec §2 "Tools and settings": the community profile view for Government, Reviewer
// and review-manager accounts): the instance's individuals and businesses found by name or email, each
// opening its profile read-only.
import {
  Alert,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { apiJson, query } from '../api/client.js';

interface Row {
  kind: 'individual' | 'business';
  id: number;
  name: string;
  email: string | null;
}

const profilePath = (row: Row) =>
  row.kind === 'individual' ? `/individuals/${row.id}/profile` : `/businesses/${row.id}/profile`;

export function GovSettings() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const rows = useQuery({
    queryKey: ['community-profiles', search],
    queryFn: () => apiJson<Row[]>(`/api/admin/community-profiles${query({ search })}`),
  });
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={translate('porchlight.gov_settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('porchlight.gov_settings.title')}
      </Typography>
      <TextField
        label={translate('porchlight.gov_settings.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
      />
      {rows.error ? <Alert severity="error">{rows.error.message}</Alert> : null}
      {rows.data && rows.data.length === 0 ? (
        <Typography color="text.secondary">{translate('porchlight.gov_settings.none')}</Typography>
      ) : null}
      <List aria-label={translate('porchlight.gov_settings.title')}>
        {(rows.data ?? []).map((row) => (
          <ListItem key={`${row.kind}-${row.id}`} disablePadding>
            <ListItemButton component={LinkBase} to={profilePath(row)}>
              <ListItemText
                primary={row.name || row.email}
                secondary={`${translate(`porchlight.gov_settings.${row.kind}`)}${row.email ? ` · ${row.email}` : ''}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
