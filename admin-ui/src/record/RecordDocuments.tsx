import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { formatFileSize } from '@server/common/format/file-size.js';
import type { FileWire } from '@server/contract/files.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../queue/format.js';
import { FileViewer, type ViewedFile } from './FileViewer.js';
import {
  documentsKey,
  downloadFile,
  downloadSnapshotPdf,
  fetchDocuments,
  fileErrorText,
  fileTypeKey,
} from './files-api.js';
import { eventsKey } from './RecordHistory.js';

/** The application's snapshot PDF, saved; its error shown beside the button. */
export function SnapshotPdfButton({
  applicationId,
  externalId,
}: {
  applicationId: number;
  externalId: string;
}) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadSnapshotPdf(applicationId, externalId);
    } catch (caught) {
      setError(fileErrorText(caught, `${externalId}.pdf`, translate));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={save}>
        {translate('porchlight.files.snapshot')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

function DocumentLine({ file, onOpen, onRead }: { file: FileWire; onOpen: () => void; onRead: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [error, setError] = useState<string | null>(null);
  const label = translate('porchlight.files.download_named', { name: file.name });
  const type = translate(`porchlight.files.types.${fileTypeKey(file.contentType)}`);
  const by = file.uploadedBy
    ? (file.uploadedBy.name ?? `#${file.uploadedBy.id}`)
    : translate('porchlight.record.history.system');
  return (
    <Box
      component="li"
      data-testid="document"
      sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Button
          onClick={onOpen}
          sx={{ p: 0, minWidth: 0, textTransform: 'none', textAlign: 'start', overflowWrap: 'anywhere' }}
          aria-label={translate('porchlight.files.open_named', { name: file.name })}
        >
          {file.name}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            onClick={() =>
              downloadFile(file)
                .then(onRead)
                .catch((e: unknown) => setError(fileErrorText(e, file.name, translate)))
            }
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {formatFileSize(file.size)} · {type} · {by} ·{' '}
        <time dateTime={file.createdAt}>{formatDateTime(file.createdAt, locale)}</time>
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

/** The application's documents, newest first: each opens in the viewer or downloads; and its snapshot PDF. */
export function RecordDocuments({
  applicationId,
  externalId,
}: {
  applicationId: number;
  externalId: string;
}) {
  const translate = useTranslate();
  const documents = useQuery({
    queryKey: documentsKey(applicationId),
    queryFn: () => fetchDocuments(applicationId),
  });
  const [open, setOpen] = useState<ViewedFile | null>(null);
  const queryClient = useQueryClient();
  // Reading a file is recorded in the trail.
  const onRead = () => void queryClient.invalidateQueries({ queryKey: eventsKey(applicationId) });
  return (
    <Stack spacing={1.5}>
      <SnapshotPdfButton applicationId={applicationId} externalId={externalId} />
      {documents.isPending ? (
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
      ) : documents.error ? (
        <Alert severity="error">{(documents.error as Error).message}</Alert>
      ) : documents.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('porchlight.files.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={translate('porchlight.files.title')}>
          {documents.data.map((file) => (
            <DocumentLine key={file.id} file={file} onOpen={() => setOpen(file)} onRead={onRead} />
          ))}
        </Box>
      )}
      {open && (
        <FileViewer
          file={open}
          onClose={() => {
            setOpen(null);
            onRead();
          }}
        />
      )}
    </Stack>
  );
}
