import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';

interface SentTest {
  channel: string;
  to: string;
}

/**
 * The test-message button (programs spec §7 notification management): sends one rule's message, with sample
 * values, to the address given or to the staff member themself. `programId` null: the instance's own rules.
 */
export function TestMessage({ programId }: { programId: number | null }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`porchlight.program_portal.notifications.test.${key}`, options);
  const rules = useGetList<{ id: number; name: string }>('notification-rules', {
    filter: { programId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const [ruleId, setRuleId] = useState<number | ''>('');
  const [to, setTo] = useState('');
  const chosen = ruleId === '' ? rules.data?.[0]?.id : ruleId;
  const send = useMutation({
    mutationFn: () =>
      apiJson<SentTest>(`/api/admin/notification-rules/${chosen}/test`, {
        method: 'POST',
        body: to.trim() ? { to: to.trim() } : {},
      }),
  });
  if (chosen === undefined) return null;
  const toError =
    send.error instanceof ApiError
      ? send.error.fieldErrors.find((e) => e.field === 'to')?.message
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 720 }} data-testid="test-message">
      <Typography variant="subtitle1">{t('title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={translate('porchlight.program_portal.notifications.rule')}
          value={chosen}
          onChange={(e) => setRuleId(Number(e.target.value))}
          sx={{ minWidth: 240 }}
        >
          {(rules.data ?? []).map((rule) => (
            <MenuItem key={rule.id} value={rule.id}>
              {rule.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(toError)}
          helperText={toError ?? t('to_help')}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={send.isPending}
          sx={{ alignSelf: 'flex-start', flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('send')}
        </Button>
      </Stack>
      {send.isSuccess && <Alert severity="success">{t('sent', { to: send.data.to })}</Alert>}
      {send.isError && !toError && <Alert severity="error">{send.error.message}</Alert>}
    </Stack>
  );
}
