// Staff change a part of a community profile (a business's overview, contact or hours; an individual's
// section) when their UserMgmt permission is ReadWrite (programs spec: staff may read, not edit, unless a
// permission key allows). The part's fields are sent to the server, which checks them by the contract's rules;
// its field errors beside their fields, focus on the first. (The rules stay on the server here: checking them
// in this page as well would put them in the admin UI's first download.)
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { FieldError } from '@server/contract/errors.js';
import type { FormField } from '@server/contract/programs.js';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../api/client.js';

type Values = Record<string, string | boolean>;

// What the server is sent: numbers as numbers, empty fields and unticked boxes left out.
function wireOf(fields: readonly FormField[], values: Values): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      const value = values[f.name];
      if (value === undefined || value === '' || value === false) return [];
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return [[f.name, f.type === 'number' && Number.isFinite(number) ? number : value]];
    }),
  );
}

interface EditorProps {
  /** Prefixes the fields' ids. */
  name: string;
  fields: readonly FormField[];
  saved: Record<string, unknown>;
  labelOf: (field: FormField) => string;
  /** A choice's name (reference lists' codes by their names). */
  nameOf: (code: string) => string;
  /** The server's name of a field's errors (a business's part names them `overview.employees`). */
  errorKey: (field: FormField) => string;
  /** Sends the part's answers; resolves once saved. */
  send: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}

export function PartEditor({ name, fields, saved, labelOf, nameOf, errorKey, send, onCancel }: EditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      Object.entries(saved).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v ?? '')]),
    ),
  );
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: FormField) => errors.find((e) => e.field === errorKey(field))?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = wireOf(fields, values);
    setErrors([]);
    setBusy(true);
    try {
      await send(body);
      notify('porchlight.gov_settings.saved', { type: 'success' });
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldErrors.length > 0) {
        setErrors(caught.fieldErrors);
        const first = fields.find((f) => errorKey(f) === caught.fieldErrors[0].field);
        if (first) document.getElementById(`staff-${name}.${first.name}`)?.focus();
      } else
        notify(caught instanceof Error ? caught.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      {fields.map((field) => {
        const id = `staff-${name}.${field.name}`;
        const value = values[field.name];
        const set = (v: string | boolean) => setValues({ ...values, [field.name]: v });
        if (field.type === 'checkbox') {
          return (
            <FormControlLabel
              key={field.name}
              control={<Checkbox id={id} checked={value === true} onChange={(e) => set(e.target.checked)} />}
              label={labelOf(field)}
            />
          );
        }
        const error = errorOf(field);
        return (
          <TextField
            key={field.name}
            id={id}
            label={labelOf(field)}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => set(e.target.value)}
            required={field.required}
            select={field.type === 'select'}
            multiline={field.type === 'textarea'}
            error={error !== undefined}
            helperText={error}
            size="small"
            // Outlined: the filled field's grey ground leaves an error's red label short of contrast.
            variant="outlined"
          >
            {field.type === 'select'
              ? ['', ...(field.choices ?? [])].map((code) => (
                  <MenuItem key={code} value={code}>
                    {code === '' ? '—' : nameOf(code)}
                  </MenuItem>
                ))
              : null}
          </TextField>
        );
      })}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
