import { Divider, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';
import { TestMessage } from './TestMessage.js';

/** The notification tool (Communications): the program's rules, and who the chosen rule tells. */
export function NotificationsTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const rules = useGetList<{ id: number; name: string }>('notification-rules', {
    filter: { programId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const [ruleId, setRuleId] = useState<number | ''>('');
  const chosen = ruleId === '' ? rules.data?.[0]?.id : ruleId;
  return (
    <Stack spacing={3}>
      <EmbeddedList resource="notification-rules" filter={{ programId }} writable={writable} />
      <Divider />
      {chosen !== undefined && (
        <>
          <TextField
            select
            size="small"
            label={translate('porchlight.program_portal.notifications.rule')}
            value={chosen}
            onChange={(e) => setRuleId(Number(e.target.value))}
            sx={{ maxWidth: 420 }}
          >
            {(rules.data ?? []).map((rule) => (
              <MenuItem key={rule.id} value={rule.id}>
                {rule.name}
              </MenuItem>
            ))}
          </TextField>
          <EmbeddedList
            key={chosen}
            resource="notification-participants"
            filter={{ ruleId: chosen }}
            title={translate('porchlight.program_portal.notifications.participants')}
            writable={writable}
          />
          {writable && (
            <>
              <Divider />
              <TestMessage programId={programId} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
