import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { NoteAttachment } from '@server/contract/application-record.js';
import { isImage, viewsInline } from '@server/modules/files/upload-rules.js';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadFile, fileBlob, fileErrorText } from './files-api.js';

/** A file the viewer can open: a document or a note's attachment. */
export type ViewedFile = Pick<NoteAttachment, 'id' | 'name' | 'contentType'>;

type Shown = { url: string; text: string | null } | { error: string } | null;

/**
 * The file's bytes fetched with the session's token (an <iframe> or <img> cannot send it) as an object URL,
 * revoked when the viewer closes; text is read as text.
 */
function useShownFile(file: ViewedFile): Shown {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fileBlob(file.id, 'view')
      .then(async (blob) => {
        const text = file.contentType.startsWith('text/') ? await blob.text() : null;
        // Typed as the server judged the file, never as anything a frame would run.
        url = URL.createObjectURL(new Blob([blob], { type: file.contentType }));
        if (live) setShown({ url, text });
      })
      .catch((error: unknown) => live && setShown({ error: fileErrorText(error, file.name, translate) }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, translate]);
  return shown;
}

function FileBody({ file }: { file: ViewedFile }) {
  const translate = useTranslate();
  const shown = useShownFile(file);
  if (!shown) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if ('error' in shown) return <Alert severity="error">{shown.error}</Alert>;
  if (shown.text !== null) {
    return (
      <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14 }}>
        {shown.text}
      </Box>
    );
  }
  if (isImage(file.contentType)) {
    return (
      <Box
        component="img"
        src={shown.url}
        alt={file.name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
      />
    );
  }
  return (
    <Box
      component="iframe"
      src={shown.url}
      title={file.name}
      sx={{ border: 0, width: '100%', height: { xs: 'calc(100vh - 140px)', md: '75vh' } }}
    />
  );
}

/** The inline viewer: PDF, images and text shown; any other type offered as a download. */
export function FileViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);
  const download = () =>
    downloadFile(file).catch((e: unknown) => setError(fileErrorText(e, file.name, translate)));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="file-viewer-title"
    >
      <DialogTitle id="file-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </DialogTitle>
      <DialogContent dividers>
        {viewsInline(file.contentType) ? (
          <FileBody file={file} />
        ) : (
          <Typography>{translate('porchlight.files.not_viewable')}</Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          {translate('porchlight.files.download')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
