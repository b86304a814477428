import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ApplicationEventKind, ApplicationEventWire } from '@server/contract/application-record.js';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { forward } from '../providers/mirrored.js';
import { formatDateTime } from '../queue/format.js';
import { fetchEvents } from '../queue/queue-api.js';

/** The query key of an application's audit trail: a move or a note made on the record refreshes it. */
export const eventsKey = (applicationId: number) => ['application', applicationId, 'events'];

const FILE_EVENTS: ApplicationEventKind[] = ['file-added', 'file-read', 'file-removed'];

const name = (ref: { name: string | null; id: number } | null, fallback: string) =>
  ref ? (ref.name ?? `#${ref.id}`) : fallback;

function EventLine({ event }: { event: ApplicationEventWire }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('porchlight.record.history.none');
  const change =
    event.kind === 'status' || event.kind === 'owner'
      ? `${name(event.from, none)} ${forward()} ${name(event.to, none)}`
      : null;
  // A file's event names the file in its sentence ("Read lease.pdf"); its comment is that name.
  const isFile = FILE_EVENTS.includes(event.kind);
  const title = isFile
    ? translate(`porchlight.record.history.files.${event.kind}`, { name: event.comment ?? '' })
    : translate(`porchlight.record.history.kinds.${event.kind}`, { _: event.kind });
  return (
    <Box
      component="li"
      data-testid="history-event"
      data-kind={event.kind}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {change && <Typography variant="body2">{change}</Typography>}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {name(event.by, translate('porchlight.record.history.system'))} ·{' '}
        <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
        {event.bulkOperationId !== null && ` · ${translate('porchlight.record.history.bulk')}`}
      </Typography>
      {event.reason && (
        <Typography variant="body2">
          {translate('porchlight.record.history.reason')}: {event.reason.label}
        </Typography>
      )}
      {event.comment && !isFile && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
          “{event.comment}”
        </Typography>
      )}
    </Box>
  );
}

/** The audit trail of the application, newest first (API.md "The application record"). */
export function RecordHistory({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const events = useQuery({ queryKey: eventsKey(applicationId), queryFn: () => fetchEvents(applicationId) });
  if (events.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (events.error) return <Alert severity="error">{(events.error as Error).message}</Alert>;
  if (events.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('porchlight.record.history.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0 }} aria-label={translate('porchlight.record.history.title')}>
      {events.data.map((event) => (
        <EventLine key={event.id} event={event} />
      ))}
    </Box>
  );
}
