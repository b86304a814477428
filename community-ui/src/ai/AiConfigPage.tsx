import { AI_PROMPT_MAX, AI_TOOLS, type AiTool } from '@server/contract/ai.js';
import { type FormEvent, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Loader, Notice } from '../ui/controls';
import { AiShell } from './AiShell';
import { aiFailure, toolName } from './ai';

/** A row of the admin resource ai-prompts. */
interface AiPromptRecord {
  id: number;
  tool: AiTool;
  prompt: string;
}

/** Writes a tool's prompt: a new one, a changed one, or none (an emptied prompt is deleted: the built-in one). */
async function savePrompt(tool: AiTool, kept: AiPromptRecord | undefined, prompt: string) {
  if (kept && prompt.trim() === '') {
    await api(`/admin/ai-prompts/${kept.id}`, { method: 'DELETE' });
    return undefined;
  }
  if (kept) return api<AiPromptRecord>(`/admin/ai-prompts/${kept.id}`, { method: 'PUT', body: { prompt } });
  return api<AiPromptRecord>('/admin/ai-prompts', { method: 'POST', body: { tool, prompt } });
}

function PromptForm({ tool, kept }: { tool: AiTool; kept: AiPromptRecord | undefined }) {
  const [record, setRecord] = useState(kept);
  const [prompt, setPrompt] = useState(kept?.prompt ?? '');
  const [state, setState] = useState<{ busy: boolean; saved: boolean; error: string | null }>({
    busy: false,
    saved: false,
    error: null,
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, saved: false, error: null });
    try {
      setRecord(await savePrompt(tool, record, prompt));
      setState({ busy: false, saved: true, error: null });
    } catch (caught) {
      setState({ busy: false, saved: false, error: aiFailure(caught) });
    }
  };
  const id = `prompt-${tool}`;
  return (
    <form onSubmit={onSubmit} className="card">
      <div className="field">
        <label htmlFor={id}>{t('ai.config.prompt', { tool: toolName(tool) })}</label>
        <textarea
          id={id}
          rows={4}
          maxLength={AI_PROMPT_MAX}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
        />
      </div>
      {state.error ? <Notice kind="error">{state.error}</Notice> : null}
      {state.saved ? <Notice kind="success">{t('ai.config.saved', { tool: toolName(tool) })}</Notice> : null}
      <div className="actions actions--start">
        <button type="submit" className="button" disabled={state.busy}>
          {t('ai.config.save')}
          <span className="visually-hidden"> {toolName(tool)}</span>
        </button>
      </div>
    </form>
  );
}

/** The instance's prompt per tool (admin resource ai-prompts, InstanceConfig). */
export default function AiConfigPage() {
  const { data, error, loading } = useFetch<AiPromptRecord[]>('/admin/ai-prompts');
  return (
    <AiShell screen="ai-config" title={t('ai.config.title')} text={t('ai.config.text')}>
      <Notice kind="info">{t('ai.config.localNote')}</Notice>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {data
        ? AI_TOOLS.map((tool) => (
            <PromptForm key={tool} tool={tool} kept={data.find((r) => r.tool === tool)} />
          ))
        : null}
    </AiShell>
  );
}
