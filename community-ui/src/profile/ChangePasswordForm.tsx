// Changing the password while signed in (access spec §2, §5, §8; programs spec §5).
import {
  checkPassword,
  isWeakPasswordError,
  PASSWORD_FIELDS,
  PASSWORD_MIN_LENGTH,
  USED_OR_WEAK_PASSWORD,
} from '@server/modules/auth/password-policy.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';
import { Notice, PasswordField } from '../ui/controls';
import { messageOf, type ShownError, serverFieldError } from '../ui/validate';

const labels = (): Record<string, string> => ({
  [PASSWORD_FIELDS.current]: t('password.current'),
  [PASSWORD_FIELDS.password]: t('password.new'),
  [PASSWORD_FIELDS.confirmation]: t('password.confirm'),
});

export function ChangePasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const [first] = checkPassword('change', { currentPassword: current, password, confirmation });
    if (first) {
      setError({ field: first.field, message: messageOf(first, labels()[first.field]) });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await api<{ result: boolean }>('/users/change-password', {
        method: 'POST',
        body: { current_password: current, password, password_confirmation: confirmation },
      });
      if (!answer.result) setFailure(t('password.changeFailed'));
      else onDone();
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      const weak = caught.code === USED_OR_WEAK_PASSWORD.code || isWeakPasswordError(caught.message);
      const fieldError = weak ? null : serverFieldError(caught.errors, labels());
      if (fieldError) setError(fieldError);
      else setFailure(weak ? t('password.usedOrWeak') : t('password.changeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form onSubmit={submit} noValidate>
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errorOf(PASSWORD_FIELDS.current)}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errorOf(PASSWORD_FIELDS.password)}
        hint={
          <ul className="hints">
            <li>{t('password.hintLength', { n: PASSWORD_MIN_LENGTH.change })}</li>
            <li>{t('password.hintThreeOfFour')}</li>
          </ul>
        }
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={errorOf(PASSWORD_FIELDS.confirmation)}
      />
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t('password.update')}
        </button>
      </div>
    </form>
  );
}
