import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import { RuleSelect, useRuleChoice } from './RuleSelect.js';

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
  const choice = useRuleChoice(programId);
  const { chosen } = choice;
  const [to, setTo] = useState('');
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
        <RuleSelect {...choice} chosen={chosen} minWidth={240} />
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
