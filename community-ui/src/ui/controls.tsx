// Plain form controls, each with its label and its error tied to it for screen readers.
import { formatUsPhone, PHONE_INPUT_MAX_LENGTH, US_COUNTRY_CODE } from '@server/modules/auth/login-id.js';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { t } from '../i18n/i18n';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, value, onChange, error, hint, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A password with a show/hide button. */
export function PasswordField({ label, value, onChange, error, hint, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <div className="password">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...rest}
        />
        <button
          type="button"
          className="password__toggle"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown(!shown)}
        >
          {shown ? t('common.hidePassword') : t('common.showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A US phone with the +1 prefix, formatted as typed: (555) 123-4567, at most 14 characters. */
export function PhoneField({ label, value, onChange, error, hint, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <div className="phone">
        <span className="phone__prefix" aria-hidden="true">
          {US_COUNTRY_CODE}
        </span>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(formatUsPhone(e.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...rest}
        />
      </div>
    </FieldFrame>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  inputProps,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box's own attributes: an id, onBlur, aria-invalid and aria-describedby of a form's error. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'>;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...inputProps} />
      <span>{label}</span>
    </label>
  );
}

/** A yes/no question as two radio buttons. */
export function YesNo({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="yes-no">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={value === true} onChange={() => onChange(true)} />
        {t('common.yes')}
      </label>
      <label>
        <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} />
        {t('common.no')}
      </label>
    </fieldset>
  );
}

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={tab.value === value ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function Loader({ label }: { label?: string }) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A message inside a form: errors are alerts, the rest status updates. */
export function Notice({
  kind,
  children,
}: {
  kind: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div
      className={`notice notice--${kind}`}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

/** The arrow of a "back" link: it points the way a reader came from, so it turns round right to left. */
export function BackArrow() {
  return (
    <span className="back-arrow" aria-hidden="true">
      ←
    </span>
  );
}
