import type { AiGeneration } from '@server/contract/ai.js';
import { useState } from 'react';
import { AiAnswer } from './AiAnswer';
import { AiShell } from './AiShell';
import { AiTextForm } from './AiTextForm';
import { generate } from './ai';

type GeneratingTool = 'generate-ideas' | 'generate-portfolio' | 'create-profile';

/** Ideas, a portfolio or a profile: the person's text in, the tool's answer out. */
export function GenerateTool({
  tool,
  title,
  text,
  label,
  submit,
}: {
  tool: GeneratingTool;
  title: string;
  text: string;
  label: string;
  submit: string;
}) {
  const [answer, setAnswer] = useState<AiGeneration | null>(null);
  return (
    <AiShell screen={tool} title={title} text={text}>
      <AiTextForm
        label={label}
        submit={submit}
        send={async (input) => setAnswer(await generate(tool, input))}
      />
      {answer ? <AiAnswer answer={answer} /> : null}
    </AiShell>
  );
}
