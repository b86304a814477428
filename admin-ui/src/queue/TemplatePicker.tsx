import { MenuItem, TextField } from '@mui/material';
import type { ApplicationRecord } from '@server/contract/application-record.js';
import { renderTemplate } from '@server/contract/notifications.js';
import { useGetList, useTranslate } from 'react-admin';

interface MessageTemplate {
  id: number;
  programId: number | null;
  name: string;
  type: 'EMAIL' | 'SMS';
  subject: string | null;
  body: string;
}

/** The application's values for a template's {{placeholders}}, as notification rules fill them. */
const valuesOf = (record: ApplicationRecord) => ({
  externalId: record.externalId,
  caseNumber: record.caseNumber ?? '',
  applicantName: record.applicant.name,
  programName: record.program.name,
  state: record.currentStateName ?? '',
  ownerName: record.ownerName ?? '',
});

/**
 * Communications flows: the active message templates of the type chosen, for the application's program or
 * every program; picking one writes its subject and message, placeholders filled, for staff to edit and send.
 */
export function TemplatePicker({
  record,
  type,
  onPick,
}: {
  record: ApplicationRecord | undefined;
  type: string;
  onPick: (texts: { subject: string; body: string }) => void;
}) {
  const translate = useTranslate();
  const { data } = useGetList<MessageTemplate>('message-templates', {
    filter: { active: true, type },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  // Until the record call answers, react-admin's cache may hold the queue row, which has no program.
  const programId = record?.program?.id;
  const templates = (data ?? []).filter((t) => t.programId === null || t.programId === programId);
  if (!record?.program || !record.applicant || templates.length === 0) return null;
  const pick = (id: number) => {
    const template = templates.find((t) => t.id === id);
    if (!template) return;
    const values = valuesOf(record);
    onPick({
      subject: renderTemplate(template.subject ?? '', values),
      body: renderTemplate(template.body, values),
    });
  };
  return (
    <TextField
      select
      size="small"
      label={translate('porchlight.comms.template')}
      value=""
      onChange={(e) => pick(Number(e.target.value))}
      fullWidth
      margin="dense"
      name="template"
    >
      {templates.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
