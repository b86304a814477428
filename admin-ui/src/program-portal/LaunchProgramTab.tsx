import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { TabProps } from './ProgramPortal.js';
import { useProcesses } from './program-data.js';

interface ProgramRecord {
  id: number;
  displayName: string;
  active: boolean;
  launched: boolean;
  formFields: unknown[] | null;
  contactInfo: Record<string, unknown> | null;
  settings: { FormURL?: unknown } | null;
  updatedAt: string;
}

/** What a program needs before applicants see it: a form, a way to reach the office, a workflow. */
export function launchChecklist(program: ProgramRecord, hasWorkflow: boolean) {
  const hasForm = (program.formFields?.length ?? 0) > 0 || Boolean(program.settings?.FormURL);
  const hasContact = Object.values(program.contactInfo ?? {}).some(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return { form: hasForm, contact: hasContact, workflow: hasWorkflow };
}

/** Launch program (ProgramConfig): the checklist, and launching or withdrawing the program. */
export function LaunchProgramTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const program = useGetOne<ProgramRecord>('programs', { id: programId });
  const processes = useProcesses();
  const [update, { isPending }] = useUpdate<ProgramRecord>();
  if (!program.data) return <CircularProgress size={24} />;
  const record = program.data;
  const checks = launchChecklist(
    record,
    (processes.data ?? []).some((p) => p.programId === programId),
  );
  const ready = Object.values(checks).every(Boolean);
  const setLaunched = (launched: boolean) =>
    update(
      'programs',
      {
        id: programId,
        data: { launched, active: launched ? true : record.active, updatedAt: record.updatedAt },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            launched
              ? 'porchlight.program_portal.launch.launched'
              : 'porchlight.program_portal.launch.withdrawn',
            {
              type: 'success',
            },
          ),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="body1">
        {translate(
          record.launched
            ? 'porchlight.program_portal.launch.is_launched'
            : 'porchlight.program_portal.launch.not_launched',
          {
            name: record.displayName,
          },
        )}
      </Typography>
      <List dense>
        {(Object.keys(checks) as (keyof typeof checks)[]).map((check) => (
          <ListItem key={check}>
            <ListItemIcon>
              {checks[check] ? (
                <CheckCircleIcon color="success" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText primary={translate(`porchlight.program_portal.launch.checks.${check}`)} />
          </ListItem>
        ))}
      </List>
      {!ready && !record.launched && (
        <Alert severity="warning">{translate('porchlight.program_portal.launch.not_ready')}</Alert>
      )}
      {writable && (
        <Stack direction="row" spacing={1}>
          {record.launched ? (
            <Button
              variant="outlined"
              color="warning"
              disabled={isPending}
              onClick={() => setLaunched(false)}
            >
              {translate('porchlight.program_portal.launch.withdraw')}
            </Button>
          ) : (
            <Button variant="contained" disabled={isPending || !ready} onClick={() => setLaunched(true)}>
              {translate('porchlight.program_portal.launch.launch')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
