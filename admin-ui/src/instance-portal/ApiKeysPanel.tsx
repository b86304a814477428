// The Security tab's API keys (API.md "Integrations and scale"): made with a name, a role and an optional
// expiry, the key shown once right after, listed without it, and revoked at once.
import {
  Alert,
  Button,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import type { ApiKeyWire, CreatedApiKeyWire } from '../api/types.js';
import { ROLE, ROLE_CHOICES } from '../rules.js';

const KEYS = ['api-keys'];

function status(key: ApiKeyWire, now: number): 'revoked' | 'expired' | 'active' {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active';
}

const when = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale) : '—');

function NewKeyForm({ onCreated }: { onCreated: (key: CreatedApiKeyWire) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`porchlight.instance_portal.api_keys.${key}`);
  const [name, setName] = useState('');
  const [role, setRole] = useState<number>(ROLE.CaseManager);
  const [expires, setExpires] = useState('');
  const create = useMutation({
    mutationFn: () =>
      apiJson<CreatedApiKeyWire>('/api/admin/api-keys', {
        method: 'POST',
        body: { name, role, ...(expires ? { expiresAt: new Date(expires).toISOString() } : {}) },
      }),
    onSuccess: (created) => {
      setName('');
      setExpires('');
      onCreated(created);
    },
  });
  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? create.error.fieldErrors.find((e) => e.field === field)?.message
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        size="small"
        error={Boolean(fieldError('name'))}
        helperText={fieldError('name')}
      />
      <TextField
        select
        label={t('role')}
        value={role}
        onChange={(e) => setRole(Number(e.target.value))}
        size="small"
        sx={{ minWidth: 220 }}
      >
        {ROLE_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="datetime-local"
        label={t('expires')}
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(fieldError('expiresAt'))}
        helperText={fieldError('expiresAt') ?? t('expires_help')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        sx={{ alignSelf: 'flex-start', flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('create')}
      </Button>
    </Stack>
  );
}

export function ApiKeysPanel({ writable }: { writable: boolean }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`porchlight.instance_portal.api_keys.${key}`, options);
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKeyWire | null>(null);
  const keys = useQuery({ queryKey: KEYS, queryFn: () => apiJson<ApiKeyWire[]>('/api/admin/api-keys') });
  const revoke = useMutation({
    mutationFn: (id: number) => apiJson<ApiKeyWire>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS }),
  });
  const now = Date.now();
  const roleOf = (role: number) => ROLE_CHOICES.find((c) => c.id === role)?.name ?? String(role);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 960 }} data-testid="api-keys">
      <Typography variant="subtitle1" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2">{t('help')}</Typography>
      {writable && (
        <NewKeyForm
          onCreated={(key) => {
            setCreated(key);
            void queryClient.invalidateQueries({ queryKey: KEYS });
          }}
        />
      )}
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)} data-testid="api-key-created">
          {t('created', { name: created.name })}
          <TextField
            value={created.key}
            label={t('key')}
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('key') } }}
            onFocus={(e) => e.target.select()}
          />
        </Alert>
      )}
      {keys.error && <Alert severity="error">{keys.error.message}</Alert>}
      {keys.data && keys.data.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
      {keys.data && keys.data.length > 0 && (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {['name', 'role', 'prefix', 'created_at', 'expires', 'last_used', 'status.label'].map((c) => (
                <TableCell key={c}>{t(c)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.data.map((key) => {
              const state = status(key, now);
              return (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell>{roleOf(key.role)}</TableCell>
                  <TableCell>
                    <code>{key.prefix}…</code>
                  </TableCell>
                  <TableCell>{when(key.createdAt, locale)}</TableCell>
                  <TableCell>{when(key.expiresAt, locale)}</TableCell>
                  <TableCell>{when(key.lastUsedAt, locale)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`status.${state}`)}
                      color={state === 'active' ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell>
                    {writable && state !== 'revoked' && (
                      <Button size="small" color="error" onClick={() => revoke.mutate(key.id)}>
                        {t('revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
