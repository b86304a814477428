// A form's file field (programs spec §2): the chosen file is uploaded at once, with its real progress; the
// answer is the upload's id, name and size; the file can be removed again until the form is submitted.
import { formatFileSize } from '@server/common/format/file-size.js';
import { useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { removeFile, uploadDocument, uploadErrorText } from './files';
import type { FileAnswer } from './types';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; size: number; progress: number }
  | { state: 'failed'; message: string };

interface FileFieldProps {
  id: string;
  label: string;
  value: FileAnswer | undefined;
  onChange: (value: FileAnswer | undefined) => void;
  onBusy: (busy: boolean) => void;
  /** The form's own error (a required field left empty). */
  error: string | null;
  /** The application the file is uploaded for (a reply's attachment); none for a form not yet submitted. */
  applicationId?: number;
}

export function FileField({ id, label, value, onChange, onBusy, error, applicationId }: FileFieldProps) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);
  // After Remove, the file input comes back and takes the focus the Remove button had.
  const focusInput = useRef(false);
  const shownError = upload.state === 'failed' ? upload.message : error;

  const choose = async (file: File) => {
    setUpload({ state: 'uploading', name: file.name, size: file.size, progress: 0 });
    onBusy(true);
    try {
      const stored = await uploadDocument(
        file,
        (progress) => setUpload({ state: 'uploading', name: file.name, size: file.size, progress }),
        applicationId,
      );
      onChange({ id: stored.id, name: stored.name, size: stored.size });
      setUpload({ state: 'idle' });
      // A field that takes several files (a reply's) stays open for the next one, its choice emptied.
      if (input.current) input.current.value = '';
    } catch (caught) {
      setUpload({ state: 'failed', message: uploadErrorText(caught, file.name) });
      if (input.current) input.current.value = '';
    } finally {
      onBusy(false);
    }
  };

  const remove = async (file: FileAnswer) => {
    try {
      await removeFile(file.id);
      focusInput.current = true;
      onChange(undefined);
      setUpload({ state: 'idle' });
    } catch (caught) {
      setUpload({ state: 'failed', message: uploadErrorText(caught, file.name) });
    }
  };

  return (
    <div className={`field${shownError ? ' field--invalid' : ''}`}>
      {value ? <span className="field__label">{label}</span> : <label htmlFor={id}>{label}</label>}
      {value ? (
        <div className="upload" data-testid="uploaded-file">
          <span className="upload__name">{value.name}</span>
          <bdi className="muted">{formatFileSize(value.size)}</bdi>
          <button
            type="button"
            className="button button--secondary upload__remove"
            onClick={() => void remove(value)}
            aria-label={t('upload.removeNamed', { name: value.name })}
          >
            {t('upload.remove')}
          </button>
        </div>
      ) : (
        <input
          ref={(element) => {
            input.current = element;
            if (element && focusInput.current) {
              focusInput.current = false;
              element.focus();
            }
          }}
          id={id}
          type="file"
          disabled={upload.state === 'uploading'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void choose(file);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
        />
      )}
      {upload.state === 'uploading' ? (
        <div className="upload" role="status">
          <span className="upload__name">{upload.name}</span>
          <bdi className="muted">{formatFileSize(upload.size)}</bdi>
          <progress
            className="upload__progress"
            max={1}
            value={upload.progress}
            aria-label={t('upload.progress', { name: upload.name })}
          />
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
