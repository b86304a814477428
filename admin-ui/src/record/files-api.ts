// The files of an application as staff handle them (API.md "Files and documents"): its documents, uploads of
// note attachments, the bytes of a file to show or save, and the application's snapshot PDF.
import type { FileWire } from '@server/contract/files.js';
import { ALLOWED_UPLOAD_TYPES, FILE_ERROR } from '@server/contract/files.js';
import { ApiError, apiJson, apiResponse, uploadForm } from '../api/client.js';

export const documentsKey = (applicationId: number) => ['application', applicationId, 'documents'];

export const fetchDocuments = (applicationId: number) =>
  apiJson<FileWire[]>(`/api/admin/applications/${applicationId}/documents`);

/** POST /api/upload-file of a note's attachment: the fields go before the file, as the server reads them. */
export function uploadNoteFile(applicationId: number, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('applicationId', String(applicationId));
  form.append('kind', 'note');
  form.append('file', file);
  return uploadForm<FileWire>('/api/upload-file', form, onProgress);
}

export const removeFile = (id: number) => apiJson<void>(`/api/files/remove-file/${id}`, { method: 'DELETE' });

/** A file's bytes to show (view-file, inline types) or to save (download-file). */
export const fileBlob = async (id: number, use: 'view' | 'download') =>
  (await apiResponse(`/api/files/${use}-file/${id}`)).blob();

/** Hands bytes to the browser's download under a name, then lets the object URL go. */
export function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

export const downloadFile = async (file: Pick<FileWire, 'id' | 'name'>) =>
  saveBlob(await fileBlob(file.id, 'download'), file.name);

/** The application's snapshot PDF (the documents helper's call), saved as the server names it. */
export async function downloadSnapshotPdf(applicationId: number, externalId: string) {
  const response = await apiResponse('/api/document/program-application-snapshot-pdf', {
    method: 'POST',
    body: { workflow_id: applicationId, download: true },
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${externalId}.pdf`;
  saveBlob(await response.blob(), name);
}

/** The catalogue key of a file's type (porchlight.files.types.*), by the allow-list's extension. */
export const fileTypeKey = (contentType: string) =>
  Object.entries(ALLOWED_UPLOAD_TYPES).find(([, type]) => type === contentType)?.[0] ?? 'other';

/** Why a file could not be sent or read, as the catalogue says it: the refusals staff act on, else the server's. */
export function fileErrorText(error: unknown, name: string, translate: (k: string, o?: object) => string) {
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === FILE_ERROR.fileTooLarge) return translate('porchlight.files.errors.too_large', { name });
  if (code === FILE_ERROR.fileTypeNotAllowed)
    return translate('porchlight.files.errors.wrong_type', { name });
  if (code === FILE_ERROR.fileEmpty) return translate('porchlight.files.errors.empty', { name });
  if (status === 0 || !(error instanceof Error)) return translate('porchlight.files.errors.network');
  return error.message;
}
