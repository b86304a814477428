import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ApiError } from '../api/client.js';
import { formatDateTime } from '../queue/format.js';
import { addNote, fetchNotes } from '../queue/queue-api.js';
import { eventsKey } from './RecordHistory.js';

const NOTE_MAX_LENGTH = 10_000;

/** Staff notes of the application, newest first, and the form adding one; the server's errors show inline. */
export function RecordNotes({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const key = ['application', applicationId, 'notes'];
  const notes = useQuery({ queryKey: key, queryFn: () => fetchNotes(applicationId) });
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => addNote(applicationId, { body: body.trim() }),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: eventsKey(applicationId) });
    },
  });
  const error = add.error instanceof ApiError ? add.error : null;
  const bodyError = error?.fieldErrors.find((e) => e.field === 'body')?.message;
  return (
    <Stack spacing={1.5}>
      <Box
        component="form"
        aria-label={translate('porchlight.record.notes.form')}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        {add.error && !bodyError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {add.error.message}
          </Alert>
        )}
        <TextField
          label={translate('porchlight.record.notes.new')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          name="body"
          error={Boolean(bodyError)}
          helperText={bodyError}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="small"
          sx={{ mt: 1 }}
          disabled={add.isPending || body.trim() === ''}
        >
          {translate('porchlight.record.notes.add')}
        </Button>
      </Box>
      {notes.isPending ? (
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
      ) : notes.error ? (
        <Alert severity="error">{(notes.error as Error).message}</Alert>
      ) : notes.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('porchlight.record.notes.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {notes.data.map((note) => (
            <Box
              component="li"
              key={note.id}
              data-testid="note"
              sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {note.by.name ?? `#${note.by.id}`} ·{' '}
                <time dateTime={note.at}>{formatDateTime(note.at, locale)}</time>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Typography>
              {note.attachments.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {note.attachments.map((a) => a.name).join(', ')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
