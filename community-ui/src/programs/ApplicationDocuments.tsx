// The documents an applicant sent with one application (API.md GET applications/:id/documents): each file's
// name, size and upload date, saved with a click.
import { formatFileSize } from '@server/common/format/file-size.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { Loader, Notice } from '../ui/controls';
import { formatDate, useFetch } from './api';
import { saveFile } from './files';
import type { FileWire } from './types';

export function ApplicationDocuments({
  applicationId,
  language,
}: {
  applicationId: number;
  language: string;
}) {
  const { data, error, loading } = useFetch<FileWire[]>(`/applications/${applicationId}/documents`);
  const [saveError, setSaveError] = useState<string | null>(null);
  if (loading) return <Loader />;
  if (error) return <Notice kind="error">{error}</Notice>;
  if (!data || data.length === 0) return <p className="muted">{t('documents.none')}</p>;
  return (
    <>
      <ul className="documents" aria-label={t('documents.title')}>
        {data.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="link-button"
              onClick={() => saveFile(file).catch((e: Error) => setSaveError(e.message))}
              aria-label={t('documents.download', { name: file.name })}
            >
              {file.name}
            </button>
            <span className="muted">
              <bdi>{formatFileSize(file.size)}</bdi> · {formatDate(file.createdAt, language)}
            </span>
          </li>
        ))}
      </ul>
      {saveError ? <Notice kind="error">{saveError}</Notice> : null}
    </>
  );
}
