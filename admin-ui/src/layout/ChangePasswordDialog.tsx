import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError, apiJson } from '../api/client.js';
import { checkPassword, isWeakPasswordError } from '../rules.js';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Fields = typeof EMPTY;

/**
 * Change password (access spec §2 settings dropdown, programs spec §5): the change policy's hints, the
 * server's field errors, a weak password told apart from other failures, and a success dialog whose OK
 * resets the form and closes it.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFields(EMPTY);
    setErrors({});
    setFailure(null);
    setDone(false);
    onClose();
  };

  const submit = async () => {
    const problems = checkPassword('change', {
      currentPassword: fields.current_password,
      password: fields.password,
      confirmation: fields.password_confirmation,
    });
    const first = Object.fromEntries(
      [...problems].reverse().map((p) => [p.field, p.message]),
    ) as Partial<Fields>;
    setErrors(first);
    setFailure(null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const { result } = await apiJson<{ result: boolean }>('/api/users/change-password', {
        method: 'POST',
        body: fields,
      });
      if (result) setDone(true);
      else setFailure(translate('porchlight.password.failed'));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const weak =
        apiError?.fieldErrors.some((e) => isWeakPasswordError(e.message)) ||
        isWeakPasswordError(apiError?.message);
      setErrors(
        Object.fromEntries((apiError?.fieldErrors ?? []).map((e) => [e.field, e.message])) as Partial<Fields>,
      );
      setFailure(translate(weak ? 'porchlight.password.weak' : 'porchlight.password.failed'));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: keyof Fields, label: string, autoComplete: string) => (
    <TextField
      type="password"
      name={name}
      label={label}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      autoComplete={autoComplete}
      fullWidth
      margin="dense"
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="password-title">
      <DialogTitle id="password-title">
        {translate(done ? 'porchlight.password.done_title' : 'porchlight.password.title')}
      </DialogTitle>
      <DialogContent>
        {done ? (
          <DialogContentText>{translate('porchlight.password.done')}</DialogContentText>
        ) : (
          <>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {input('current_password', translate('porchlight.password.current'), 'current-password')}
            {input('password', translate('porchlight.password.new'), 'new-password')}
            {input('password_confirmation', translate('porchlight.password.confirm'), 'new-password')}
            <DialogContentText variant="caption" component="ul" sx={{ pl: 2 }}>
              <li>{translate('porchlight.password.hint_length')}</li>
              <li>{translate('porchlight.password.hint_classes')}</li>
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button onClick={close} variant="contained">
            {translate('porchlight.common.ok')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button onClick={() => void submit()} variant="contained" disabled={busy}>
              {translate('porchlight.password.update')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
