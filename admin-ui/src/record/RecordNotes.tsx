import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { ApplicationNote } from '@server/contract/application-record.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ApiError } from '../api/client.js';
import { formatDateTime } from '../queue/format.js';
import { addNote, fetchNotes } from '../queue/queue-api.js';
import { FileViewer, type ViewedFile } from './FileViewer.js';
import { documentsKey } from './files-api.js';
import { AttachmentList, NoteAttachmentsField, useNoteAttachments } from './NoteAttachments.js';
import { eventsKey } from './RecordHistory.js';

const NOTE_MAX_LENGTH = 10_000;

const notesKey = (applicationId: number) => ['application', applicationId, 'notes'];

/** The form adding a note with its attachments; the server's errors show beside the fields. */
function NoteForm({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const attachments = useNoteAttachments(applicationId);
  const add = useMutation({
    mutationFn: () => addNote(applicationId, { body: body.trim(), fileIds: attachments.fileIds }),
    onSuccess: () => {
      setBody('');
      attachments.clear();
      for (const key of [notesKey, eventsKey, documentsKey]) {
        void queryClient.invalidateQueries({ queryKey: key(applicationId) });
      }
    },
  });
  const error = add.error instanceof ApiError ? add.error : null;
  const bodyError = error?.fieldErrors.find((e) => e.field === 'body')?.message;
  return (
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
      <NoteAttachmentsField attachments={attachments} />
      <Button
        type="submit"
        variant="contained"
        size="small"
        sx={{ mt: 1 }}
        disabled={add.isPending || attachments.uploading || body.trim() === ''}
      >
        {translate('porchlight.record.notes.add')}
      </Button>
    </Box>
  );
}

function NoteLine({ note, onOpen }: { note: ApplicationNote; onOpen: (file: ViewedFile) => void }) {
  const [locale] = useLocaleState();
  return (
    <Box
      component="li"
      data-testid="note"
      sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {note.by.name ?? `#${note.by.id}`} · <time dateTime={note.at}>{formatDateTime(note.at, locale)}</time>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {note.body}
      </Typography>
      <AttachmentList files={note.attachments} onOpen={onOpen} />
    </Box>
  );
}

/** Staff notes of the application, newest first, with their attachments, and the form adding one. */
export function RecordNotes({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: notesKey(applicationId), queryFn: () => fetchNotes(applicationId) });
  const [open, setOpen] = useState<ViewedFile | null>(null);
  const close = () => {
    setOpen(null);
    // Reading a file is recorded in the trail.
    void queryClient.invalidateQueries({ queryKey: eventsKey(applicationId) });
  };
  return (
    <Stack spacing={1.5}>
      <NoteForm applicationId={applicationId} />
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
            <NoteLine key={note.id} note={note} onOpen={setOpen} />
          ))}
        </Box>
      )}
      {open && <FileViewer file={open} onClose={close} />}
    </Stack>
  );
}
