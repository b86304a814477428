import { Divider, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';
import { RuleSelect, useRuleChoice } from './RuleSelect.js';
import { TestMessage } from './TestMessage.js';

/** The notification tool (Communications): the program's rules, and who the chosen rule tells. */
export function NotificationsTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const choice = useRuleChoice(programId);
  const { chosen } = choice;
  return (
    <Stack spacing={3}>
      <EmbeddedList resource="notification-rules" filter={{ programId }} writable={writable} />
      <Divider />
      {chosen !== undefined && (
        <>
          <RuleSelect {...choice} chosen={chosen} minWidth={240} />
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
