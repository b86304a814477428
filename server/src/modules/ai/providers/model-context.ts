// What a model is told besides the instance's instructions: the person's text and the instance's own data,
// so the answer speaks of this instance's programs and not of programs the model imagines.
import { allMatchedWords } from '../../../contract/ai.js';
import type { GenerationTask } from '../ai.port.js';

/** The user message of a generation: the person's text, then the facts as plain lines. */
export function modelUserMessage({ input, facts }: GenerationTask): string {
  const programs = facts.matches.map((m) => {
    const why = allMatchedWords(m.matched).join(', ');
    return `- ${m.name}${m.description ? `: ${m.description}` : ''} (matched: ${why})`;
  });
  const applications = facts.applications.map((a) => `- ${a.program}: ${a.status}`);
  return [
    input.trim(),
    '',
    `Site: ${facts.instanceName}. Person: ${facts.callerName}.`,
    programs.length > 0
      ? `Programs of the site that match, best first:\n${programs.join('\n')}`
      : `None of the site's ${facts.programCount} programs match these words.`,
    ...(applications.length > 0 ? [`The person's applications:\n${applications.join('\n')}`] : []),
  ].join('\n');
}

/** A model's answer as paragraphs (blank lines between them), empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
