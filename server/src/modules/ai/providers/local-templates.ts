// The local provider (PORCHLIGHT_AI=local): no model, only the reviewed templates of contract/ai.ts filled
// from the instance's own data. The UIs hold the templates' text in every catalogue.
import { type AiPart, type AiTemplate, allMatchedWords, type ResourceMatch } from '../../../contract/ai.js';
import type { GenerationTask } from '../ai.port.js';

/** How many ranked programs an idea, a portfolio or a profile names. */
const PROGRAMS_NAMED = 3;
/** How much of the person's text a template quotes. */
const QUOTE_MAX = 120;

const part = (template: AiTemplate, params: Record<string, string | number>): AiPart => ({
  kind: 'template',
  template,
  params,
});

/** The person's text on one line, cut at a word near QUOTE_MAX with an ellipsis. */
export function quoted(input: string): string {
  const line = input.trim().replace(/\s+/g, ' ');
  if (line.length <= QUOTE_MAX) return line;
  const cut = line.slice(0, QUOTE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const wordsOfMatch = (match: ResourceMatch) => allMatchedWords(match.matched).join(', ');

function ideas({ input, facts }: GenerationTask): AiPart[] {
  const topic = quoted(input);
  const named = facts.matches.slice(0, PROGRAMS_NAMED);
  return [
    part('ideasIntro', { topic, instance: facts.instanceName }),
    ...(named.length > 0
      ? named.map((m) => part('ideasProgram', { program: m.name, words: wordsOfMatch(m) }))
      : [part('ideasNoMatch', { instance: facts.instanceName, count: facts.programCount })]),
    part('ideasPilot', { topic }),
    part('ideasPartners', { instance: facts.instanceName }),
  ];
}

function portfolio({ input, facts }: GenerationTask): AiPart[] {
  return [
    part('portfolioHeading', { name: facts.callerName }),
    part('portfolioFocus', { focus: quoted(input) }),
    ...(facts.applications.length > 0
      ? facts.applications.map((a) => part('portfolioApplication', { program: a.program, status: a.status }))
      : [part('portfolioNoApplications', { instance: facts.instanceName })]),
    ...facts.matches
      .slice(0, PROGRAMS_NAMED)
      .map((m) => part('portfolioProgram', { program: m.name, words: wordsOfMatch(m) })),
  ];
}

function profile({ input, facts }: GenerationTask): AiPart[] {
  const named = facts.matches.slice(0, PROGRAMS_NAMED);
  const interests = [...new Set(named.flatMap((m) => allMatchedWords(m.matched)))];
  return [
    part('profileIntro', { name: facts.callerName, instance: facts.instanceName }),
    part('profileAbout', { about: quoted(input) }),
    ...(interests.length > 0 ? [part('profileInterests', { words: interests.join(', ') })] : []),
    ...(named.length > 0 ? [part('profilePrograms', { programs: named.map((m) => m.name).join(', ') })] : []),
  ];
}

function resources({ facts }: GenerationTask): AiPart[] {
  return facts.matches.length > 0
    ? [part('resourcesFound', { count: facts.matches.length, instance: facts.instanceName })]
    : [part('resourcesNone', { instance: facts.instanceName, count: facts.programCount })];
}

/** The local answer to a task: the tool's templates, filled from the facts. */
export function localParts(task: GenerationTask): AiPart[] {
  switch (task.tool) {
    case 'generate-ideas':
      return ideas(task);
    case 'generate-portfolio':
      return portfolio(task);
    case 'create-profile':
      return profile(task);
    case 'find-resources':
      return resources(task);
  }
}
