import { wordsOf } from '../../contract/ai.js';
import type { AiFacts, GenerationTask } from './ai.port.js';
import { localParts, quoted } from './providers/local-templates.js';
import { modelUserMessage, paragraphsOf } from './providers/model-context.js';

const food = {
  programId: 61,
  name: 'Neighborhood Food Pantry Grant',
  description: 'Funds for food pantries.',
  rank: 0.9,
  matched: { name: ['food'], description: ['food', 'pantries'], criteria: [] },
};

const facts = (over: Partial<AiFacts> = {}): AiFacts => ({
  instanceName: 'Ideas Lab',
  callerName: 'Ada Quinn',
  programCount: 4,
  matches: [food],
  applications: [],
  ...over,
});

const task = (tool: GenerationTask['tool'], over: Partial<AiFacts> = {}): GenerationTask => ({
  tool,
  instructions: 'Be brief.',
  input: 'A food pantry for our block',
  facts: facts(over),
});

describe('a need is searched by its distinct words (find-resources)', () => {
  it('keeps letters and digits of any script, lower-case, each word once in its first order', () => {
    expect(wordsOf('Food, FOOD & rent: 2 kids — comida')).toEqual(['food', 'rent', '2', 'kids', 'comida']);
  });

  it('a text of punctuation alone has no words', () => {
    expect(wordsOf(' ?! -- ')).toEqual([]);
  });
});

describe('the local provider fills reviewed templates from the instance data (no model)', () => {
  it('ideas name the ranked programs with the words that matched, then the pilot and partners ideas', () => {
    expect(localParts(task('generate-ideas'))).toEqual([
      {
        kind: 'template',
        template: 'ideasIntro',
        params: { topic: 'A food pantry for our block', instance: 'Ideas Lab' },
      },
      {
        kind: 'template',
        template: 'ideasProgram',
        params: { program: 'Neighborhood Food Pantry Grant', words: 'food, pantries' },
      },
      { kind: 'template', template: 'ideasPilot', params: { topic: 'A food pantry for our block' } },
      { kind: 'template', template: 'ideasPartners', params: { instance: 'Ideas Lab' } },
    ]);
  });

  it('ideas with no program matching say how many programs the instance has', () => {
    expect(localParts(task('generate-ideas', { matches: [] }))[1]).toEqual({
      kind: 'template',
      template: 'ideasNoMatch',
      params: { instance: 'Ideas Lab', count: 4 },
    });
  });

  it("a portfolio lists the caller's applications with their status, then the programs that fit", () => {
    const parts = localParts(
      task('generate-portfolio', { applications: [{ program: 'Grocery Support', status: 'Review' }] }),
    );
    expect(parts.map((p) => (p.kind === 'template' ? p.template : p.text))).toEqual([
      'portfolioHeading',
      'portfolioFocus',
      'portfolioApplication',
      'portfolioProgram',
    ]);
    expect(parts[2]).toMatchObject({ params: { program: 'Grocery Support', status: 'Review' } });
  });

  it('a profile gives the interests found in the programs and names the programs that fit', () => {
    expect(localParts(task('create-profile')).slice(2)).toEqual([
      { kind: 'template', template: 'profileInterests', params: { words: 'food, pantries' } },
      {
        kind: 'template',
        template: 'profilePrograms',
        params: { programs: 'Neighborhood Food Pantry Grant' },
      },
    ]);
  });

  it('find-resources says how many programs were found, or none of how many', () => {
    expect(localParts(task('find-resources'))).toEqual([
      { kind: 'template', template: 'resourcesFound', params: { count: 1, instance: 'Ideas Lab' } },
    ]);
    expect(localParts(task('find-resources', { matches: [] }))).toEqual([
      { kind: 'template', template: 'resourcesNone', params: { instance: 'Ideas Lab', count: 4 } },
    ]);
  });

  it("quotes at most 120 characters of the person's text, cut at a word", () => {
    const long = `${'garden '.repeat(30)}end`;
    expect(quoted(long)).toBe(`${'garden '.repeat(17).trimEnd()}…`);
    expect(quoted('  two\n lines ')).toBe('two lines');
  });
});

describe('a model is told the instance facts and answers in paragraphs (openai)', () => {
  it("the user message carries the person's text, the matching programs with why and the applications", () => {
    const message = modelUserMessage(
      task('generate-portfolio', { applications: [{ program: 'Grocery Support', status: 'Review' }] }),
    );
    expect(message).toBe(
      [
        'A food pantry for our block',
        '',
        'Site: Ideas Lab. Person: Ada Quinn.',
        'Programs of the site that match, best first:',
        '- Neighborhood Food Pantry Grant: Funds for food pantries. (matched: food, pantries)',
        "The person's applications:",
        '- Grocery Support: Review',
      ].join('\n'),
    );
  });

  it('splits an answer at blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('One.\n\n\n  Two\nstill two.\n \n')).toEqual(['One.', 'Two\nstill two.']);
  });
});
