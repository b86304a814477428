import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ValidationResult } from '../api/types.js';
import { validationTooltip } from '../rules.js';
import { formatDateTime } from './format.js';
import { fetchValidations, runValidations } from './queue-api.js';
import { INDICATOR_COLOURS, ValidationIndicator } from './ValidationIndicator.js';

const OUTCOME_COLOURS: Record<ValidationResult['outcome'], string> = {
  failed: INDICATOR_COLOURS.red,
  warning: INDICATOR_COLOURS.amber,
  passed: INDICATOR_COLOURS.green,
};

/** The validation center of one application (programs spec §5): the summary, each check, run again. */
/** A result's message in the page's language when it is one of ours; a rule's own message as written. */
const validationMessage = (result: ValidationResult, translate: (key: string, options?: object) => string) =>
  result.messageKey
    ? translate(`porchlight.validation.messages.${result.messageKey}`, {
        ...result.messageParams,
        _: result.message,
      })
    : result.message;

export function ValidationPanel({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshList = useRefresh();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const key = ['validations', applicationId];
  const report = useQuery({ queryKey: key, queryFn: () => fetchValidations(applicationId) });
  const run = useMutation({
    mutationFn: () => runValidations(applicationId),
    onSuccess: (fresh) => {
      queryClient.setQueryData(key, fresh);
      notify('porchlight.validation.ran', { type: 'success' });
      refreshList();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });

  return (
    <Stack sx={{ height: '100%' }} data-testid="validation-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('porchlight.validation.title')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={run.isPending ? <CircularProgress size={14} /> : <ReplayIcon />}
          onClick={() => run.mutate()}
          disabled={run.isPending}
        >
          {translate('porchlight.validation.run_again')}
        </Button>
      </Stack>
      {report.isPending ? (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress size={20} />
        </Box>
      ) : report.error ? (
        <Alert severity="error">{(report.error as Error).message}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pb: 1 }}>
            <ValidationIndicator summary={report.data} />
            <Typography variant="body2" data-testid="validation-summary">
              {report.data.total === 0
                ? translate('porchlight.validation.none')
                : validationTooltip(report.data)}
            </Typography>
          </Stack>
          <List dense sx={{ flex: 1, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}>
            {report.data.results.map((result) => (
              <ListItem key={result.id} divider data-testid="validation-result" data-outcome={result.outcome}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip
                        size="small"
                        label={translate(`porchlight.validation.outcomes.${result.outcome}`)}
                        sx={{ color: '#fff', backgroundColor: OUTCOME_COLOURS[result.outcome] }}
                      />
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {result.ruleName}
                      </Typography>
                    </Stack>
                  }
                  secondary={`${validationMessage(result, translate)} · ${formatDateTime(result.ranAt, locale)}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
