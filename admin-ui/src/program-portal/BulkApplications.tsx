import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type BulkApplicationResult, bulkTemplate } from '@server/contract/bulk-applications.js';
import type { FormField } from '@server/contract/programs.js';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { uploadForm } from '../api/client.js';
import { useCaller } from '../api/useCaller.js';

/** One line of the file as the results table shows it, taken or refused. */
interface ResultLine {
  line: number;
  ok: boolean;
  text: string;
}

const linesOf = (result: BulkApplicationResult): ResultLine[] =>
  [
    ...result.accepted.map((a) => ({
      line: a.line,
      ok: true,
      text: `${a.email}${a.externalId ? ` · ${a.externalId}` : ''}`,
    })),
    ...result.rejected.map((r) => ({ line: r.line, ok: false, text: r.message })),
  ].sort((a, b) => a.line - b.line);

/** POST bulk-application of the chosen file; fields none, so the file is the whole form. */
function sendFile(instanceId: number, programId: number, file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  const query = dryRun ? '?dryRun=true' : '';
  return uploadForm<BulkApplicationResult>(
    `/api/bulk-application/${instanceId}/resource/${programId}${query}`,
    form,
    () => undefined,
  );
}

/**
 * Bulk applications (ProgramConfig ReadWrite): staff choose a CSV of applicants, check it (a dry run that makes
 * nothing) and then create the applications; every line's outcome is listed, taken or refused with the reason.
 */
export function BulkApplications({ programId }: { programId: number }) {
  const translate = useTranslate();
  const caller = useCaller();
  const program = useGetOne<{ id: number; formFields: FormField[] | null }>('programs', { id: programId });
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<BulkApplicationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, options?: object) => translate(`porchlight.program_portal.bulk.${key}`, options);

  const send = async (dryRun: boolean) => {
    if (!file || !caller) return;
    setSending(true);
    setError(null);
    setResult(null);
    try {
      setResult(await sendFile(caller.me.cd_instance, programId, file, dryRun));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="bulk-applications-heading">
      <Typography variant="h6" component="h2" id="bulk-applications-heading">
        {t('heading')}
      </Typography>
      <Typography variant="body2">{t('help')}</Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {t('columns')} <code>{bulkTemplate(program.data?.formFields ?? []).join(',')}</code>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {t('choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={t('choose')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
            }}
          />
        </Button>
        <Typography variant="body2" data-testid="bulk-file-name">
          {file?.name ?? t('no_file')}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled={!file || sending} onClick={() => send(true)}>
          {t('check')}
        </Button>
        <Button variant="contained" disabled={!file || sending} onClick={() => send(false)}>
          {t('create')}
        </Button>
      </Stack>
      {sending && <LinearProgress aria-label={t('sending')} />}
      {error && <Alert severity="error">{error}</Alert>}
      {result && <BulkResults result={result} />}
    </Stack>
  );
}

function BulkResults({ result }: { result: BulkApplicationResult }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`porchlight.program_portal.bulk.${key}`, options);
  const summary = result.dryRun
    ? t('summary_dry_run', {
        rows: result.rows,
        accepted: result.accepted.length,
        rejected: result.rejected.length,
      })
    : t('summary', { rows: result.rows, created: result.created, rejected: result.rejected.length });
  return (
    <Box data-testid="bulk-results">
      <Alert severity={result.rejected.length > 0 ? 'warning' : 'success'} role="status">
        {summary}
      </Alert>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('results')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('line')}</TableCell>
              <TableCell>{t('outcome')}</TableCell>
              <TableCell>{t('detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {linesOf(result).map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.ok ? 'success' : 'error'}
                    label={row.ok ? t(result.dryRun ? 'would_create' : 'created') : t('refused')}
                  />
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
