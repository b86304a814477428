// A form's sending, as every form of the community UI does it: validate (stopping at the first failing field,
// access spec §5), send, then show the server's first field error on its field or a notice for the rest.
import { useState } from 'react';
import { ApiError } from '../api/http';
import type { CatalogueKey } from '../i18n/catalogues/en';
import { t } from '../i18n/i18n';
import { type LabelledCheck, type ShownError, serverFieldError, validate } from './validate';

export interface SendFailure {
  /** An error the page answers itself (a captcha to solve, a dialog to open): true when it did. */
  handled?: (caught: unknown) => boolean;
  /** The notice for an error that names no field. */
  notice: (caught: unknown) => string;
}

/** The server's message, or the translated `fallbackKey` when there is none. */
export const apiMessageOr = (caught: unknown, fallbackKey: CatalogueKey): string =>
  caught instanceof ApiError && caught.message ? caught.message : t(fallbackKey);

/**
 * The shown state of a form: the first field error, a notice, and whether it is being sent. `labels` name the
 * form's fields in the page language.
 */
export function useFormSubmit(labels: Record<string, string>) {
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `send` while busy; what it throws is shown as `failure` says. */
  const run = async (send: () => Promise<void>, { handled, notice }: SendFailure) => {
    setBusy(true);
    setFailure(null);
    try {
      await send();
    } catch (caught) {
      if (handled?.(caught)) return;
      // A field error is shown on its field when the form has that field; any other error as a notice.
      const onField = caught instanceof ApiError && Object.hasOwn(labels, caught.errors[0]?.field ?? '');
      if (onField) setError(serverFieldError(caught.errors, labels));
      else setFailure(notice(caught));
    } finally {
      setBusy(false);
    }
  };

  /** Validates `checks` and, when they pass, runs `send`. */
  const submit = async (checks: LabelledCheck[], send: () => Promise<void>, failure: SendFailure) => {
    const shown = validate(checks);
    setError(shown);
    if (!shown) await run(send, failure);
  };

  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  return { errorOf, failure, busy, run, submit };
}
