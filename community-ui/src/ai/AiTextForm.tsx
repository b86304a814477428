import { AI_INPUT_MAX } from '@server/contract/ai.js';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../i18n/i18n';
import { Notice } from '../ui/controls';
import { aiFailure } from './ai';

/**
 * The one input of a tool: a text of at most AI_INPUT_MAX characters and its button. `send` resolves when the
 * answer is in; a failure is said under the button.
 */
export function AiTextForm({
  label,
  submit,
  send,
}: {
  label: string;
  submit: string;
  send: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await send(text);
    } catch (caught) {
      setFailure(aiFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={4}
          maxLength={AI_INPUT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="actions actions--start">
        <button type="submit" className="button" disabled={busy || text.trim() === ''}>
          {busy ? t('ai.working') : submit}
        </button>
      </div>
    </form>
  );
}
