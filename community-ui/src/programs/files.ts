// An applicant's files: uploads with their progress, removal before submitting, saving a document, and the
// refusals of an upload in the reader's language.
import { FILE_ERROR } from '@server/contract/files.js';
import { ApiError, api, apiBlob, uploadForm } from '../api/http';
import { t } from '../i18n/i18n';
import type { FileWire } from './types';

/** POST /upload-file for a document: of a form not yet submitted, or of the application named. */
export function uploadDocument(
  file: File,
  onProgress: (fraction: number) => void,
  applicationId?: number,
): Promise<FileWire> {
  const form = new FormData();
  // The fields go before the file: the server reads only those sent ahead of it.
  form.append('kind', 'document');
  if (applicationId !== undefined) form.append('applicationId', String(applicationId));
  form.append('file', file);
  return uploadForm<FileWire>('/upload-file', form, onProgress);
}

export const removeFile = (id: number) => api<void>(`/files/remove-file/${id}`, { method: 'DELETE' });

/** Why an upload was refused, in words: the refusals the applicant can act on are the catalogue's. */
export function uploadErrorText(error: unknown, name: string): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  switch (error.code) {
    case FILE_ERROR.fileTooLarge:
      return t('upload.tooLarge', { name });
    case FILE_ERROR.fileTypeNotAllowed:
      return t('upload.wrongType', { name });
    case FILE_ERROR.fileEmpty:
      return t('upload.empty', { name });
    default:
      return error.message;
  }
}

/** Saves a file under its name: its bytes fetched with the session's token, then a blob: link clicked. */
export async function saveFile(file: Pick<FileWire, 'id' | 'name'>): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(`/files/download-file/${file.id}`));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The click has handed the bytes to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
