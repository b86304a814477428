// The login id a person types: an email or a phone number, chosen by tab (access spec §2 "Find login",
// "Change login id"). The phone tab may add what it asks for beside the number (a consent).
import { emailRules } from '@server/common/validation/field-rules.js';
import { type ReactNode, useState } from 'react';
import { t } from '../i18n/i18n';
import { PhoneField, Tabs, TextField } from '../ui/controls';
import { type ShownError, validate } from '../ui/validate';
import { phoneRules } from './recovery';

export type LoginIdKind = 'email' | 'phone';

export function useLoginIdInput() {
  const [kind, setKind] = useState<LoginIdKind>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<ShownError | null>(null);

  /** The login id typed when it passes its rules; otherwise null, and the rule's message is shown. */
  const checked = (): string | null => {
    const shown =
      kind === 'email'
        ? validate([{ field: 'email', value: email, rules: emailRules(), label: t('loginId.email') }])
        : validate([{ field: 'phone', value: phone, rules: phoneRules(), label: t('loginId.phone') }]);
    setError(shown);
    return shown ? null : kind === 'email' ? email : phone;
  };

  return {
    kind,
    email,
    phone,
    error,
    setEmail,
    setPhone,
    checked,
    /** A refusal of the login id typed (the server's), shown on its field. */
    showError: (message: string) => setError({ field: kind, message }),
    /** Another tab: its own field, with no message from the other. */
    chooseKind: (next: LoginIdKind) => {
      setKind(next);
      setError(null);
    },
    clear: () => {
      setEmail('');
      setPhone('');
      setError(null);
    },
  };
}

export type LoginIdInput = ReturnType<typeof useLoginIdInput>;

export function LoginIdFields({
  input,
  emailLabel,
  phoneLabel,
  children,
}: {
  input: LoginIdInput;
  emailLabel: string;
  phoneLabel: string;
  /** Shown under the phone number. */
  children?: ReactNode;
}) {
  return (
    <>
      <Tabs
        label={t('loginId.kind')}
        value={input.kind}
        onChange={input.chooseKind}
        tabs={[
          { value: 'email', label: t('loginId.email') },
          { value: 'phone', label: t('loginId.phone') },
        ]}
      />
      {input.kind === 'email' ? (
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          value={input.email}
          onChange={input.setEmail}
          error={input.error?.message}
        />
      ) : (
        <>
          <PhoneField
            label={phoneLabel}
            value={input.phone}
            onChange={input.setPhone}
            error={input.error?.message}
          />
          {children}
        </>
      )}
    </>
  );
}
