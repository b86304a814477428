import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

/**
 * The notification rules of a program (null: the instance's own) and the one chosen, the first until another
 * is picked: the notification tool's participants and its test message each choose a rule this way.
 */
export function useRuleChoice(programId: number | null) {
  const rules = useGetList<{ id: number; name: string }>('notification-rules', {
    filter: { programId },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const [ruleId, setRuleId] = useState<number | ''>('');
  const chosen = ruleId === '' ? rules.data?.[0]?.id : ruleId;
  return { rules: rules.data ?? [], chosen, choose: setRuleId };
}

/** The select of a rule among `rules`. */
export function RuleSelect({
  rules,
  chosen,
  choose,
  minWidth,
}: ReturnType<typeof useRuleChoice> & { chosen: number; minWidth: number }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('porchlight.program_portal.notifications.rule')}
      value={chosen}
      onChange={(e) => choose(Number(e.target.value))}
      sx={{ minWidth }}
    >
      {rules.map((rule) => (
        <MenuItem key={rule.id} value={rule.id}>
          {rule.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
