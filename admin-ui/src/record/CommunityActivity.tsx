// Community notes and the activity stream of an individual or a business (programs spec §7 "Communications
// and community"; issue 21), on the staff view of its profile: a note with files (the note first, then each
// file posted to it), the notes newest first, and the activity of its applications, paged.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityItem,
  type ActivityPage,
  COMMUNITY_NOTE_MAX_LENGTH,
  type CommunityEntityKind,
  type CommunityNoteWire,
} from '@server/contract/community-activity.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ApiError, apiJson, uploadForm } from '../api/client.js';
import { formatDateTime } from '../queue/format.js';
import { FileViewer, type ViewedFile } from './FileViewer.js';
import { AttachmentList } from './NoteAttachments.js';
import { Section } from './Pairs.js';

interface Entity {
  entityType: CommunityEntityKind;
  entityId: number;
}

const entityQuery = ({ entityType, entityId }: Entity) => `entityType=${entityType}&entityId=${entityId}`;
const activityKey = (entity: Entity) => ['community-activity', entity.entityType, entity.entityId];

/** Writes the note, then posts each chosen file to it; the first refusal stops and is shown. */
async function writeNote(entity: Entity, body: string, files: File[]): Promise<void> {
  const note = await apiJson<CommunityNoteWire>('/api/admin/community-notes', {
    method: 'POST',
    body: { ...entity, body },
  });
  for (const file of files) {
    const form = new FormData();
    form.append('file', file);
    await uploadForm(`/api/admin/community-notes/${note.id}/attachments`, form, () => undefined);
  }
}

function NoteForm({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const add = useMutation({
    mutationFn: () => writeNote(entity, body.trim(), files),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKey(entity) }),
    onSuccess: () => {
      setBody('');
      setFiles([]);
    },
  });
  const error = add.error instanceof ApiError ? add.error.message : add.error ? String(add.error) : null;
  return (
    <Box
      component="form"
      aria-label={translate('porchlight.community_activity.form')}
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <TextField
        label={translate('porchlight.community_activity.new_note')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        name="body"
        slotProps={{ htmlInput: { maxLength: COMMUNITY_NOTE_MAX_LENGTH } }}
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="community-note-file-input"
        onChange={(e) => {
          setFiles([...files, ...Array.from(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          {translate('porchlight.files.attach')}
        </Button>
        {files.map((file, i) => (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
            key={`${file.name}-${i}`}
            label={file.name}
            onDelete={() => setFiles(files.filter((_, j) => j !== i))}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="small"
        sx={{ mt: 1 }}
        disabled={add.isPending || body.trim() === ''}
      >
        {translate('porchlight.community_activity.add')}
      </Button>
    </Box>
  );
}

/** What one entry says happened, in the staff's language. */
function useActivityText() {
  const translate = useTranslate();
  return (item: ActivityItem): string => {
    switch (item.kind) {
      case 'submitted':
        return translate('porchlight.community_activity.submitted_into', { to: item.to ?? '' });
      case 'status':
        return translate('porchlight.community_activity.status_change', {
          from: item.from ?? '',
          to: item.to ?? '',
        });
      case 'message':
        return `${translate(`porchlight.comms.types.${item.messageType}`)} · ${translate(
          `porchlight.comms.direction.${item.direction}`,
        )}: ${item.body ?? ''}`;
      case 'note':
        return item.body ?? '';
    }
  };
}

function ActivityList({ entity, onOpen }: { entity: Entity; onOpen: (file: ViewedFile) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = useActivityText();
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: [...activityKey(entity), 'stream', offset],
    queryFn: () =>
      apiJson<ActivityPage>(
        `/api/admin/activity-streams?${entityQuery(entity)}&offset=${offset}&limit=${ACTIVITY_PAGE_SIZE}`,
      ),
  });
  if (page.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (page.error) return <Alert severity="error">{page.error.message}</Alert>;
  if (page.data.count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('porchlight.community_activity.empty')}
      </Typography>
    );
  }
  const last = offset + page.data.items.length;
  return (
    <>
      <Box
        component="ol"
        sx={{ m: 0, p: 0 }}
        aria-label={translate('porchlight.community_activity.activity')}
      >
        {page.data.items.map((item) => (
          <Box
            component="li"
            key={item.key}
            data-testid="activity"
            data-kind={item.kind}
            sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={item.at}>{formatDateTime(item.at, locale)}</time> ·{' '}
              {translate(`porchlight.community_activity.kinds.${item.kind}`)}
              {item.application ? ` · ${item.application.externalId} (${item.application.programName})` : ''}
              {item.by ? ` · ${item.by}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text(item)}
            </Typography>
            <AttachmentList files={item.attachments} onOpen={onOpen} />
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Button
          size="small"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - ACTIVITY_PAGE_SIZE))}
        >
          {translate('porchlight.community_activity.newer')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('porchlight.community_activity.range', {
            from: offset + 1,
            to: last,
            count: page.data.count,
          })}
        </Typography>
        <Button
          size="small"
          disabled={last >= page.data.count}
          onClick={() => setOffset(offset + ACTIVITY_PAGE_SIZE)}
        >
          {translate('porchlight.community_activity.older')}
        </Button>
      </Stack>
    </>
  );
}

/** The notes and activity sections of a community profile's staff view. */
export function CommunityActivity(entity: Entity) {
  const translate = useTranslate();
  const [open, setOpen] = useState<ViewedFile | null>(null);
  return (
    <>
      <Section title={translate('porchlight.community_activity.notes')} testId="community-notes">
        <NoteForm entity={entity} />
      </Section>
      <Section title={translate('porchlight.community_activity.activity')} testId="community-activity">
        <ActivityList entity={entity} onOpen={setOpen} />
      </Section>
      {open && <FileViewer file={open} onClose={() => setOpen(null)} />}
    </>
  );
}
