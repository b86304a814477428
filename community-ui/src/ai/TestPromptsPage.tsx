import {
  AI_INPUT_MAX,
  AI_PROMPT_MAX,
  AI_TOOLS,
  type AiGeneration,
  type AiTool,
} from '@server/contract/ai.js';
import { type FormEvent, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { Notice } from '../ui/controls';
import { AiAnswer } from './AiAnswer';
import { AiShell } from './AiShell';
import { aiFailure, toolName } from './ai';

/** A prompt tried on what a person would type (POST /api/ai/test-prompt); nothing is kept. */
export default function TestPromptsPage() {
  const [tool, setTool] = useState<AiTool>('generate-ideas');
  const [prompt, setPrompt] = useState('');
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<AiGeneration | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const body = { tool, input, ...(prompt.trim() ? { prompt } : {}) };
      setAnswer(await api<AiGeneration>('/ai/test-prompt', { method: 'POST', body }));
    } catch (caught) {
      setFailure(aiFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AiShell screen="ai-test-prompts" title={t('ai.test.title')} text={t('ai.test.text')}>
      <form onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="test-tool">{t('ai.test.tool')}</label>
          <select id="test-tool" value={tool} onChange={(e) => setTool(e.target.value as AiTool)}>
            {AI_TOOLS.map((value) => (
              <option key={value} value={value}>
                {toolName(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="test-prompt">{t('ai.test.prompt')}</label>
          <textarea
            id="test-prompt"
            rows={4}
            maxLength={AI_PROMPT_MAX}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="test-input">{t('ai.test.input')}</label>
          <textarea
            id="test-input"
            rows={3}
            maxLength={AI_INPUT_MAX}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <div className="actions actions--start">
          <button type="submit" className="button" disabled={busy || input.trim() === ''}>
            {busy ? t('ai.working') : t('ai.test.submit')}
          </button>
        </div>
      </form>
      {answer ? <AiAnswer answer={answer} /> : null}
    </AiShell>
  );
}
