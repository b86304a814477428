// The six-box code input of the newer screens (access spec §5): digits only, a paste of exactly six digits
// (its separators dropped) fills every box, backspace on an empty box moves back, and a full code submits itself.
import { isMfaCode, MFA_CODE_LENGTH } from '@server/common/validation/field-rules.js';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';

const EMPTY: readonly string[] = Array.from({ length: MFA_CODE_LENGTH }, () => '');

/** How codes are written out to be read: '123 456', '12-34-56' (any dash), '123.456'. */
const CODE_SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

interface CodeInputProps {
  onComplete: (code: string) => void;
  disabled?: boolean;
  /** Changing it empties the boxes (after a refused code or a new one sent). */
  resetKey?: number;
}

export function CodeInput({ onComplete, disabled, resetKey }: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>([...EMPTY]);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the signal to start over.
  useEffect(() => {
    setDigits([...EMPTY]);
    boxes.current[0]?.focus();
  }, [resetKey]);

  const focus = (index: number) => boxes.current[Math.min(Math.max(index, 0), MFA_CODE_LENGTH - 1)]?.focus();

  const update = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    if (isMfaCode(code, 'new')) onComplete(code);
  };

  const type = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    if (value !== '' && !digit) return;
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit) focus(index + 1);
  };

  const key = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    // The separators people and messages put in a code go; anything else still makes the paste no code.
    const text = event.clipboardData.getData('text').replace(CODE_SEPARATORS, '');
    if (!isMfaCode(text, 'new')) return;
    update(text.split(''));
    focus(MFA_CODE_LENGTH - 1);
  };

  return (
    <fieldset className="code-input" disabled={disabled}>
      <legend>{t('code.legend', { length: MFA_CODE_LENGTH })}</legend>
      <div className="code-input__boxes" dir="ltr">
        {digits.map((digit, index) => (
          <input
            // The boxes are fixed positions, never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className="code-input__box"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={1}
            value={digit}
            aria-label={t('code.digit', { index: index + 1, length: MFA_CODE_LENGTH })}
            onChange={(e) => type(index, e.target.value)}
            onKeyDown={(e) => key(index, e)}
            onPaste={paste}
          />
        ))}
      </div>
    </fieldset>
  );
}
