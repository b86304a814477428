import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import NotesIcon from '@mui/icons-material/Notes';
import SmsIcon from '@mui/icons-material/Sms';
import VoicemailIcon from '@mui/icons-material/Voicemail';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ApplicationRecord } from '@server/contract/application-record.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../api/client.js';
import type { CommunicationMessage, UnreadCounts } from '../api/types.js';
import { FileViewer, type ViewedFile } from '../record/FileViewer.js';
import { AttachmentList, NoteAttachmentsField, useNoteAttachments } from '../record/NoteAttachments.js';
import { capUnreadCounter, unreadTooltip } from '../rules.js';
import { formatDateTime } from './format.js';
import { type CommsLayout, playNotificationSound, useCommsPreferences } from './preferences.js';
import {
  fetchMessages,
  fetchUnread,
  MESSAGE_FILTERS,
  type MessageFilter,
  markRead,
  SENDABLE_TYPES,
  type SendableType,
  sendMessage,
} from './queue-api.js';
import { TemplatePicker } from './TemplatePicker.js';

const TYPE_ICONS: Record<CommunicationMessage['type'], ReactElement> = {
  EMAIL: <EmailIcon fontSize="small" />,
  SMS: <SmsIcon fontSize="small" />,
  CALL: <CallIcon fontSize="small" />,
  VOICE: <VoicemailIcon fontSize="small" />,
  NOTE: <NotesIcon fontSize="small" />,
  COMMENT: <ChatIcon fontSize="small" />,
  SESSION: <ChatIcon fontSize="small" />,
};

/** The unread count each filter shows: Phone gathers voicemail and IVR. */
const unreadFor = (filter: MessageFilter, unread: UnreadCounts | undefined): number => {
  if (!unread) return 0;
  switch (filter) {
    case 'Email':
      return unread.email;
    case 'SMS':
      return unread.sms;
    case 'Phone':
      return unread.voice + unread.ivr;
    default:
      return unread.total;
  }
};

/** How often the open panel looks for new messages. */
const POLL_MS = 15_000;

function MessageItem({
  message,
  layout,
  locale,
  onOpen,
}: {
  message: CommunicationMessage;
  layout: CommsLayout;
  locale: string;
  onOpen: (file: ViewedFile) => void;
}) {
  const translate = useTranslate();
  const unread = !message.read;
  return (
    <ListItem alignItems="flex-start" divider data-testid="message" data-type={message.type}>
      <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>{TYPE_ICONS[message.type]}</ListItemIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ListItemText
          primary={
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 700 : 500 }}>
                {message.subject ?? translate(`porchlight.comms.types.${message.type}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {formatDateTime(message.createdAt, locale)}
              </Typography>
            </Stack>
          }
          secondary={
            <>
              <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {translate(`porchlight.comms.direction.${message.direction}`)} · {message.senderName}
              </Typography>
              {layout === 'expanded' ? (
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ display: 'block', whiteSpace: 'pre-wrap' }}
                >
                  {message.body}
                </Typography>
              ) : (
                <Typography variant="body2" component="span" noWrap sx={{ display: 'block' }}>
                  {message.body}
                </Typography>
              )}
            </>
          }
        />
        <AttachmentList files={message.attachments} onOpen={onOpen} />
      </Box>
    </ListItem>
  );
}

/** Where each channel reaches the applicant; null when the applicant has no address for it. */
function recipientOf(type: SendableType, applicant: ApplicationRecord['applicant'] | undefined) {
  if (type === 'EMAIL') return applicant ? applicant.email : undefined;
  if (type === 'SMS') return applicant ? applicant.phone : undefined;
  return undefined;
}

function SendForm({
  applicationId,
  record,
  onSent,
}: {
  applicationId: number;
  /** Undefined while the record loads: no channel is refused before its addresses are known. */
  record: ApplicationRecord | undefined;
  onSent: () => void;
}) {
  const applicant = record?.applicant;
  const translate = useTranslate();
  const notify = useNotify();
  const reachable = (t: SendableType) => recipientOf(t, applicant) !== null;
  const [chosen, setType] = useState<SendableType>('EMAIL');
  // A channel the applicant has no address for cannot stay chosen: the first one they can be reached on.
  const type = reachable(chosen) ? chosen : (SENDABLE_TYPES.find(reachable) ?? chosen);
  const recipient = recipientOf(type, applicant);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const attachments = useNoteAttachments(applicationId);
  const send = useMutation({
    mutationFn: () =>
      sendMessage(applicationId, {
        type,
        body,
        fileIds: attachments.fileIds,
        ...(type === 'EMAIL' && subject.trim() ? { subject } : {}),
      }),
    onSuccess: () => {
      setBody('');
      setSubject('');
      attachments.clear();
      notify('porchlight.comms.sent', { type: 'success' });
      onSent();
    },
  });
  const error = send.error instanceof ApiError ? send.error.message : send.error ? String(send.error) : null;
  return (
    <Box
      component="form"
      aria-label={translate('porchlight.comms.send_form')}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={translate('porchlight.comms.type')}
          value={type}
          onChange={(e) => setType(e.target.value as SendableType)}
          sx={{ minWidth: 120 }}
          name="type"
        >
          {SENDABLE_TYPES.map((t) => (
            <MenuItem key={t} value={t} disabled={!reachable(t)}>
              {translate(`porchlight.comms.types.${t}`)}
              {!reachable(t) && ` (${translate('porchlight.comms.no_address')})`}
            </MenuItem>
          ))}
        </TextField>
        {type === 'EMAIL' && (
          <TextField
            size="small"
            label={translate('porchlight.comms.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            fullWidth
            name="subject"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        )}
      </Stack>
      <TemplatePicker
        record={record}
        type={type}
        onPick={(texts) => {
          setSubject(texts.subject);
          setBody(texts.body);
        }}
      />
      {recipient && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="recipient"
        >
          {translate('porchlight.comms.to', { address: recipient })}
        </Typography>
      )}
      <TextField
        label={translate('porchlight.comms.message')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        margin="dense"
        name="body"
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <NoteAttachmentsField attachments={attachments} />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        disabled={send.isPending || attachments.uploading || body.trim() === '' || !reachable(type)}
      >
        {translate('porchlight.comms.send')}
      </Button>
    </Box>
  );
}

/**
 * The communications center of one application (programs spec §2, §3, §8, §9): messages by type with the
 * Email / SMS / Phone filters and their unread counters (9+), sending, layout and sound kept in the browser.
 */
export function CommunicationsPanel({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refreshList = useRefresh();
  const queryClient = useQueryClient();
  const { layout, setLayout, sound, setSound } = useCommsPreferences();
  const [filter, setFilter] = useState<MessageFilter>('ALL');
  const [open, setOpen] = useState<ViewedFile | null>(null);
  // Whose case it is: the record call (react-admin's cache, shared with the record page).
  const { data: record } = useGetOne<ApplicationRecord>('applications', { id: applicationId });

  const unread = useQuery({
    queryKey: ['communications', applicationId, 'unread'],
    queryFn: () => fetchUnread(applicationId),
    refetchInterval: POLL_MS,
  });
  const messages = useQuery({
    queryKey: ['communications', applicationId, filter],
    queryFn: () => fetchMessages(applicationId, filter),
    refetchInterval: POLL_MS,
  });

  // A new unread message while the panel is open chimes, when the sound is on.
  const previousUnread = useRef<number | null>(null);
  useEffect(() => {
    const total = unread.data?.total;
    if (total === undefined) return;
    if (sound && previousUnread.current !== null && total > previousUnread.current) playNotificationSound();
    previousUnread.current = total;
  }, [unread.data?.total, sound]);

  // What the panel shows counts as read; the queue row's badge follows.
  const shownUnread = messages.data?.some((m) => !m.read) ?? false;
  const read = useMutation({
    mutationFn: () => markRead(applicationId, filter),
    onSuccess: (counts) => {
      queryClient.setQueryData(['communications', applicationId, 'unread'], counts);
      refreshList();
    },
  });
  const { mutate: markShownRead } = read;
  useEffect(() => {
    if (shownUnread) {
      const timer = setTimeout(() => markShownRead(), 1500);
      return () => clearTimeout(timer);
    }
  }, [shownUnread, markShownRead]);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['communications', applicationId] });
    refreshList();
  };
  const tooltip = unread.data ? unreadTooltip(unread.data) : null;

  return (
    <Stack sx={{ height: '100%' }} data-testid="communications-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, pb: 1 }}>
        <Tooltip title={tooltip ?? translate('porchlight.comms.no_unread')}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('porchlight.comms.title')}
            </Typography>
            {record && (
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                component="p"
                data-testid="comms-subject"
              >
                {record.externalId} · {record.applicant?.name ?? record.itemName}
              </Typography>
            )}
          </Box>
        </Tooltip>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_, value: CommsLayout | null) => value && setLayout(value)}
          aria-label={translate('porchlight.comms.layout')}
        >
          <ToggleButton value="expanded">{translate('porchlight.comms.expanded')}</ToggleButton>
          <ToggleButton value="collapsed">{translate('porchlight.comms.collapsed')}</ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={translate(sound ? 'porchlight.comms.sound_on' : 'porchlight.comms.sound_off')}>
          <IconButton
            size="small"
            onClick={() => setSound(!sound)}
            aria-pressed={sound}
            aria-label={translate('porchlight.comms.sound')}
          >
            {sound ? <VolumeUpIcon /> : <VolumeOffIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, pb: 1 }} role="tablist">
        {MESSAGE_FILTERS.map((f) => {
          const count = unreadFor(f, unread.data);
          return (
            <Badge
              key={f}
              color="error"
              badgeContent={count > 0 ? capUnreadCounter(count) : null}
              overlap="rectangular"
            >
              <Chip
                role="tab"
                aria-selected={filter === f}
                label={translate(`porchlight.comms.filters.${f}`)}
                color={filter === f ? 'primary' : 'default'}
                variant={filter === f ? 'filled' : 'outlined'}
                onClick={() => setFilter(f)}
                size="small"
              />
            </Badge>
          );
        })}
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {messages.isPending ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={20} />
          </Box>
        ) : messages.error ? (
          <Alert severity="error">{(messages.error as Error).message}</Alert>
        ) : messages.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('porchlight.comms.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {messages.data.map((m) => (
              <MessageItem key={m.id} message={m} layout={layout} locale={locale} onOpen={setOpen} />
            ))}
          </List>
        )}
      </Box>
      <SendForm applicationId={applicationId} record={record} onSent={reload} />
      {open && <FileViewer file={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
