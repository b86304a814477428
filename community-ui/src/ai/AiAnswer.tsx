import type { AiGeneration, AiPart } from '@server/contract/ai.js';
import { t, tMaybe } from '../i18n/i18n';
import { Notice } from '../ui/controls';

/** A paragraph: a reviewed template filled in the page language, or a model's text as written. */
export const partText = (part: AiPart): string =>
  part.kind === 'text' ? part.text : (tMaybe(`ai.template.${part.template}`, part.params) ?? '');

/** Says who wrote the answer: no model (the local provider) or a model whose words are to be checked. */
export function ModelNotice({ answer }: { answer: AiGeneration }) {
  return <Notice kind="info">{answer.modelUsed ? t('ai.modelUsed') : t('ai.noModel')}</Notice>;
}

/** A tool's answer: who wrote it, then its paragraphs. */
export function AiAnswer({ answer }: { answer: AiGeneration }) {
  return (
    <section className="card ai-answer" aria-labelledby="ai-answer">
      <h2 id="ai-answer">{t('ai.answer')}</h2>
      <ModelNotice answer={answer} />
      {answer.parts.map((part, i) => (
        // The parts are an answer's paragraphs in order; they never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={i}>{partText(part)}</p>
      ))}
    </section>
  );
}
