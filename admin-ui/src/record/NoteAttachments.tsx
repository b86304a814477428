import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Chip, IconButton, LinearProgress, Stack } from '@mui/material';
import { formatFileSize } from '@server/common/format/file-size.js';
import type { FileAttachment, FileWire } from '@server/contract/files.js';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ViewedFile } from './FileViewer.js';
import { fileErrorText, removeFile, uploadNoteFile } from './files-api.js';

/** The files attached to a note or a message, each opened in the file viewer. */
export function AttachmentList({
  files,
  onOpen,
}: {
  files: FileAttachment[];
  onOpen: (file: ViewedFile) => void;
}) {
  const translate = useTranslate();
  if (files.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {files.map((file) => (
        <Button
          key={file.id}
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => onOpen(file)}
          aria-label={translate('porchlight.files.open_named', { name: file.name })}
          sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'start' }}
        >
          {file.name}
        </Button>
      ))}
    </Stack>
  );
}

/** One file chosen for the note being written: uploading (progress 0..1) or uploaded. */
export interface PendingAttachment {
  key: string;
  name: string;
  size: number;
  progress: number;
  file: FileWire | null;
}

/** The files chosen for a note: uploads under way and done, the errors of those refused. */
export function useNoteAttachments(applicationId: number) {
  const translate = useTranslate();
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const update = (key: string, change: Partial<PendingAttachment> | null) =>
    setItems((all) =>
      change === null
        ? all.filter((i) => i.key !== key)
        : all.map((i) => (i.key === key ? { ...i, ...change } : i)),
    );
  const add = (files: File[]) => {
    setErrors([]);
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setItems((all) => [...all, { key, name: file.name, size: file.size, progress: 0, file: null }]);
      uploadNoteFile(applicationId, file, (progress) => update(key, { progress }))
        .then((stored) => update(key, { file: stored, progress: 1 }))
        .catch((error: unknown) => {
          update(key, null);
          setErrors((all) => [...all, fileErrorText(error, file.name, translate)]);
        });
    }
  };
  const remove = async (item: PendingAttachment) => {
    if (item.file) await removeFile(item.file.id).catch(() => undefined);
    update(item.key, null);
  };
  const uploading = items.some((i) => i.file === null);
  const fileIds = items.flatMap((i) => (i.file ? [i.file.id] : []));
  return { items, errors, add, remove, uploading, fileIds, clear: () => setItems([]) };
}

type Attachments = ReturnType<typeof useNoteAttachments>;

/** The note form's attach button, a removable chip per file (with its progress) and refusals in words. */
export function NoteAttachmentsField({ attachments }: { attachments: Attachments }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ mt: 1 }}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="note-file-input"
        onChange={(e) => {
          attachments.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
        {translate('porchlight.files.attach')}
      </Button>
      {attachments.items.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
          component="ul"
          aria-label={translate('porchlight.files.attached')}
        >
          {attachments.items.map((item) => (
            <Box component="li" key={item.key} sx={{ listStyle: 'none', maxWidth: '100%' }}>
              <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
                <Chip
                  label={`${item.name} · ${formatFileSize(item.size)}`}
                  data-testid="note-attachment-chip"
                  sx={{ maxWidth: '100%', minWidth: 0 }}
                />
                <IconButton
                  size="small"
                  aria-label={translate('porchlight.files.remove_named', { name: item.name })}
                  onClick={() => void attachments.remove(item)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
              {item.file === null && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.progress * 100)}
                  aria-label={translate('porchlight.files.uploading', { name: item.name })}
                  sx={{ mt: 0.5 }}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
      {attachments.errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      ))}
    </Box>
  );
}
