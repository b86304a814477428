// A new password and its confirmation, checked with the policy of the screen (access spec §5).
import {
  checkPassword,
  PASSWORD_CLASS_LABELS,
  PASSWORD_FIELDS,
  PASSWORD_MIN_LENGTH,
  type PasswordClass,
  type PasswordPolicy,
  passwordClasses,
} from '@server/modules/auth/password-policy.js';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/i18n';
import { PasswordField } from '../ui/controls';
import { messageOf, type ShownError } from '../ui/validate';

const CLASS_HINTS: Record<PasswordClass, () => string> = {
  uppercase: () => t('password.hintUppercase'),
  lowercase: () => t('password.hintLowercase'),
  digit: () => t('password.hintDigit'),
  special: () => t('password.hintSpecial'),
};

function Hints({ policy, password }: { policy: PasswordPolicy; password: string }) {
  const used = passwordClasses(password);
  const long = password.length >= PASSWORD_MIN_LENGTH[policy];
  const mark = (met: boolean) => (
    <span className={met ? 'hint hint--met' : 'hint'} aria-hidden="true">
      {met ? '✓' : '•'}
    </span>
  );
  return (
    <ul className="hints">
      <li>
        {mark(long)}
        {t('password.hintLength', { n: PASSWORD_MIN_LENGTH[policy] })}
      </li>
      {policy === 'createLogin' ? (
        (Object.keys(PASSWORD_CLASS_LABELS) as PasswordClass[]).map((cls) => (
          <li key={cls}>
            {mark(used.includes(cls))}
            {CLASS_HINTS[cls]()}
          </li>
        ))
      ) : (
        <li>
          {mark(used.length >= 3)}
          {t('password.hintThreeOfFour')}
        </li>
      )}
    </ul>
  );
}

interface PasswordPairProps {
  policy: PasswordPolicy;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (password: string, confirmation: string) => void;
}

export function PasswordPair({ policy, submitLabel, busy, onSubmit }: PasswordPairProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const labels: Record<string, string> = {
    [PASSWORD_FIELDS.password]: t('password.new'),
    [PASSWORD_FIELDS.confirmation]: t('password.confirm'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = checkPassword(policy, { password, confirmation });
    setError(first ? { field: first.field, message: messageOf(first, labels[first.field]) } : null);
    if (!first) onSubmit(password, confirmation);
  };
  return (
    <form onSubmit={submit} noValidate>
      <PasswordField
        label={labels[PASSWORD_FIELDS.password]}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={error?.field === PASSWORD_FIELDS.password ? error.message : null}
        hint={<Hints policy={policy} password={password} />}
      />
      <PasswordField
        label={labels[PASSWORD_FIELDS.confirmation]}
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={error?.field === PASSWORD_FIELDS.confirmation ? error.message : null}
      />
      <button type="submit" className="button button--wide" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
