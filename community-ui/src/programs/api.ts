import { useEffect, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';

/** One GET with loading, done and error (access spec §4: every request tracks the three). */
export function useFetch<T>(path: string | null): { data: T | null; error: string | null; loading: boolean } {
  const [result, setResult] = useState<{ path: string; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    api<T>(path)
      .then((data) => {
        if (live) setResult({ path, data, error: null });
      })
      .catch((error: unknown) => {
        if (live)
          setResult({
            path,
            data: null,
            error: error instanceof ApiError ? error.message : t('errors.generic'),
          });
      });
    return () => {
      live = false;
    };
  }, [path]);
  const current = result && result.path === path ? result : null;
  return { data: current?.data ?? null, error: current?.error ?? null, loading: path !== null && !current };
}

export const formatDate = (iso: string | null, language: string): string =>
  iso
    ? new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      )
    : '';
