// Wire shapes of files and documents (API.md "Files and documents"). No NestJS, TypeORM or database code.

/** The types an upload may be, by its content: what the allow-list of API.md names. */
export const ALLOWED_UPLOAD_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** What a file is for. Documents and note attachments belong to an application. */
export type FileKind =
  | 'document'
  | 'note'
  | 'community-note'
  | 'user-picture'
  | 'business-logo'
  | 'tin'
  | 'award-payout';

/** POST /api/upload-file (201) and the documents of an application: one stored file. */
export interface FileWire {
  id: number;
  name: string;
  /** Bytes. */
  size: number;
  /** The type its content was found to be, from the allow-list. */
  contentType: string;
  sha256: string;
  /** ISO time of the upload. */
  createdAt: string;
  kind: string;
  applicationId: number | null;
  /** Who uploaded it; null for a file the system made. */
  uploadedBy: { id: number; name: string | null } | null;
}

/** A file attached to a message or a note, as its readers see it (opened by id through the files calls). */
export interface FileAttachment {
  id: number;
  name: string;
  size: number;
  contentType: string;
}

/** The attachments among `files` that `fileIds` names, in the order named (a removed file is left out). */
export function attachmentsOf(fileIds: readonly number[], files: readonly FileWire[]): FileAttachment[] {
  return fileIds.flatMap((id) => {
    const file = files.find((f) => f.id === id);
    return file ? [{ id, name: file.name, size: file.size, contentType: file.contentType }] : [];
  });
}

/** POST /api/files/upload-user-picture and upload-business-logo: where the resized image is served. */
export interface ImageUploadWire {
  url: string;
}

/** The error codes of uploads a client acts on. */
export const FILE_ERROR = {
  fileTooLarge: 'fileTooLarge',
  fileTypeNotAllowed: 'fileTypeNotAllowed',
  fileEmpty: 'fileEmpty',
  fileNotFound: 'fileNotFound',
} as const;
