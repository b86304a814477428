// The AI tools behind a port (issue 23; API.md "Reviewer, AI tools, languages"). The local provider (the
// default) ranks an instance's programs against a need by PostgreSQL full-text relevance and fills reviewed
// templates, with no model; the openai adapter (the official package) asks an OpenAI-compatible server,
// here one started in the test, with the instance's prompt. Only instances with the aiTools feature offer them.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { InstanceFeature } from '../../server/src/contract/instance-features.js';
import type { Database } from '../../server/src/database/database.js';
import { InstanceSetupService } from '../../server/src/modules/instances/instance-setup.service.js';
import { Program } from '../../server/src/modules/programs/entities/program.entity.js';
import { newUser } from '../support/factories.js';
import { startAppOn } from '../support/notifications.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FOOD_NEED = 'We need food and groceries for our family';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase('migrated');
}, 300_000);

afterAll(async () => {
  await db?.close();
});

interface AiInstance {
  subdomain: string;
  /** An administrator (role 99: InstanceConfig) and an individual of the instance, signed in. */
  admin: string;
  person: string;
  food: number;
}

/** An instance of the test's own with three programs (food, solar, coding), its administrator and a person. */
async function newAiInstance(t: TestApp, features: InstanceFeature[] = ['aiTools']): Promise<AiInstance> {
  const subdomain = `ai-${randomBytes(4).toString('hex')}`;
  const instance = await new InstanceSetupService(t.dataSource).create({
    subdomain,
    name: 'Harbor Lab',
    programType: 'other',
    features,
  });
  const criterion = (label: string) => ({ label, field: null, operator: null, value: null });
  const programs = await t.dataSource.getRepository(Program).save([
    {
      instanceId: instance.id,
      displayName: 'Small Business Solar Rebate',
      description: 'Rebates for small businesses that install solar panels.',
      eligibilityCriteria: [criterion('Owns a commercial building')],
    },
    {
      instanceId: instance.id,
      displayName: 'Neighborhood Food Pantry Grant',
      description: 'Funds for food pantries that hand out groceries and fresh meals to families.',
      eligibilityCriteria: [criterion('Gives food to households in the neighborhood')],
    },
    {
      instanceId: instance.id,
      displayName: 'Youth Coding Club Fund',
      description: 'Grants for after-school clubs that teach children to code.',
      eligibilityCriteria: [criterion('Open to children aged 10 to 17')],
    },
  ]);
  const admin = await newUser(t, { accounts: [{ instance: subdomain, kind: 'government', roles: [99] }] });
  const person = await newUser(t, {
    firstName: 'Rosa',
    lastName: 'Diaz',
    accounts: [{ instance: subdomain, kind: 'individual' }],
  });
  return {
    subdomain,
    admin: await sessionTokenFor(t, admin.email, subdomain),
    person: await sessionTokenFor(t, person.email, subdomain),
    food: programs[1].id,
  };
}

describe('the local provider (PORCHLIGHT_AI unset): no model', () => {
  let t: TestApp;
  let lab: AiInstance;

  beforeAll(async () => {
    t = await startAppOn(db);
    lab = await newAiInstance(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('find-resources ranks the food program first for a food need and says which words matched where', async () => {
    const found = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: FOOD_NEED })
      .expect(200);
    expect(found.body).toMatchObject({ provider: 'local', modelUsed: false });
    expect(found.body.matches).toEqual([
      {
        programId: lab.food,
        name: 'Neighborhood Food Pantry Grant',
        description: 'Funds for food pantries that hand out groceries and fresh meals to families.',
        rank: expect.any(Number),
        matched: { name: ['food'], description: ['food', 'groceries', 'family'], criteria: ['food'] },
      },
    ]);
    expect(found.body.parts).toEqual([
      { kind: 'template', template: 'resourcesFound', params: { count: 1, instance: 'Harbor Lab' } },
    ]);
  });

  it('ranks by relevance: the program naming more of the need, in its name first, comes first', async () => {
    const found = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: 'a solar club for children who code, with food' })
      .expect(200);
    expect(found.body.matches.map((m: { name: string }) => m.name)).toEqual([
      'Youth Coding Club Fund',
      'Neighborhood Food Pantry Grant',
      'Small Business Solar Rebate',
    ]);
  });

  it('a need no program speaks of finds none and says how many programs there are', async () => {
    const found = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: 'the of and' })
      .expect(200);
    expect(found.body.matches).toEqual([]);
    expect(found.body.parts).toEqual([
      { kind: 'template', template: 'resourcesNone', params: { instance: 'Harbor Lab', count: 3 } },
    ]);
  });

  it('a need that is empty or has no words is refused 422 by field', async () => {
    const empty = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: '' })
      .expect(422);
    expect(empty.body).toEqual({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'Describe the need',
      errors: [{ field: 'need', code: 'fieldRequired', message: 'Describe the need' }],
    });
    const marks = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: '?!' })
      .expect(422);
    expect(marks.body.errors).toEqual([
      { field: 'need', code: 'matches', message: 'Describe the need in words' },
    ]);
  });

  it('generate-ideas fills the reviewed templates with the programs that match the idea', async () => {
    const ideas = await t.http
      .post('/api/ai/generate-ideas')
      .set(bearer(lab.person))
      .send({ prompt: 'A food pantry on our block' })
      .expect(200);
    expect(ideas.body).toEqual({
      provider: 'local',
      modelUsed: false,
      parts: [
        {
          kind: 'template',
          template: 'ideasIntro',
          params: { topic: 'A food pantry on our block', instance: 'Harbor Lab' },
        },
        {
          kind: 'template',
          template: 'ideasProgram',
          params: { program: 'Neighborhood Food Pantry Grant', words: 'food, pantry' },
        },
        { kind: 'template', template: 'ideasPilot', params: { topic: 'A food pantry on our block' } },
        { kind: 'template', template: 'ideasPartners', params: { instance: 'Harbor Lab' } },
      ],
    });
  });

  it('generate-portfolio and create-profile speak of the caller by name', async () => {
    const portfolio = await t.http
      .post('/api/ai/generate-portfolio')
      .set(bearer(lab.person))
      .send({ prompt: 'Coding clubs for children' })
      .expect(200);
    expect(portfolio.body.parts.slice(0, 3)).toEqual([
      { kind: 'template', template: 'portfolioHeading', params: { name: 'Rosa Diaz' } },
      { kind: 'template', template: 'portfolioFocus', params: { focus: 'Coding clubs for children' } },
      { kind: 'template', template: 'portfolioNoApplications', params: { instance: 'Harbor Lab' } },
    ]);
    const profile = await t.http
      .post('/api/ai/create-profile')
      .set(bearer(lab.person))
      .send({ prompt: 'I run a coding club' })
      .expect(200);
    expect(profile.body.parts[0]).toEqual({
      kind: 'template',
      template: 'profileIntro',
      params: { name: 'Rosa Diaz', instance: 'Harbor Lab' },
    });
  });

  it('an instance without the aiTools feature refuses the tools and their prompts with 404', async () => {
    const plain = await newAiInstance(t, []);
    const refused = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(plain.person))
      .send({ need: FOOD_NEED })
      .expect(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      code: 'aiToolsNotOffered',
      message: 'This instance does not offer the AI tools',
    });
    const prompts = await t.http.get('/api/admin/ai-prompts').set(bearer(plain.admin)).expect(404);
    expect(prompts.body).toEqual({
      statusCode: 404,
      code: 'resourceNotOffered',
      message: 'This instance does not offer AI prompts',
    });
    const schema = await t.http.get('/api/admin/schema').set(bearer(plain.admin)).expect(200);
    expect(schema.body.map((r: { name: string }) => r.name)).not.toContain('ai-prompts');
  });

  it('prompts are kept per instance and tool by InstanceConfig: one a tool, none for a person', async () => {
    const schema = await t.http.get('/api/admin/schema').set(bearer(lab.admin)).expect(200);
    expect(schema.body.map((r: { name: string }) => r.name)).toContain('ai-prompts');
    const prompt = { tool: 'generate-ideas', prompt: 'Answer as the lab’s grants advisor.' };
    const created = await t.http
      .post('/api/admin/ai-prompts')
      .set(bearer(lab.admin))
      .send(prompt)
      .expect(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), ...prompt });
    const twice = await t.http.post('/api/admin/ai-prompts').set(bearer(lab.admin)).send(prompt).expect(409);
    expect(twice.body.code).toBe('duplicate');
    const unknownTool = await t.http
      .post('/api/admin/ai-prompts')
      .set(bearer(lab.admin))
      .send({ tool: 'write-poems', prompt: 'Rhyme.' })
      .expect(422);
    expect(unknownTool.body.errors[0].field).toBe('tool');
    await t.http.post('/api/admin/ai-prompts').set(bearer(lab.person)).send(prompt).expect(403);
    await t.http
      .post('/api/ai/test-prompt')
      .set(bearer(lab.person))
      .send({ tool: 'generate-ideas', input: 'A garden' })
      .expect(403);
  });

  it('test-prompt on the local provider answers its templates and says no model is used', async () => {
    const tried = await t.http
      .post('/api/ai/test-prompt')
      .set(bearer(lab.admin))
      .send({ tool: 'find-resources', prompt: 'List the programs.', input: FOOD_NEED })
      .expect(200);
    expect(tried.body).toEqual({
      provider: 'local',
      modelUsed: false,
      parts: [{ kind: 'template', template: 'resourcesFound', params: { count: 1, instance: 'Harbor Lab' } }],
    });
  });
});

interface ChatRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/**
 * A small OpenAI-compatible server: /v1/chat/completions answers a completion built from the request (the
 * system message and the first line of the user message), or 400 for a user message asking for a refusal.
 */
function startModelServer(received: ChatRequest[]): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest['body'];
      received.push({ authorization: req.headers.authorization, body });
      const [system, user] = body.messages.map((m) => m.content);
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/v1/chat/completions' || user.startsWith('refuse')) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { message: 'This request is refused', type: 'invalid_request_error' } }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: `Following: ${system}\n\nFor: ${user.split('\n')[0]}` },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the openai adapter against an OpenAI-compatible server (PORCHLIGHT_AI=openai)', () => {
  const received: ChatRequest[] = [];
  let model: Server;
  let t: TestApp;
  let lab: AiInstance;

  beforeAll(async () => {
    model = await startModelServer(received);
    const { port } = model.address() as AddressInfo;
    t = await startAppOn(db, {
      PORCHLIGHT_AI: 'openai',
      AI_URL: `http://127.0.0.1:${port}/v1`,
      AI_KEY: 'test-key',
      AI_MODEL: 'test-model',
    });
    lab = await newAiInstance(t);
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => model?.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
  });

  it("sends the instance's prompt for the tool and answers the model's generation", async () => {
    const prompt = 'Answer as the Harbor Lab grants advisor.';
    await t.http
      .post('/api/admin/ai-prompts')
      .set(bearer(lab.admin))
      .send({ tool: 'generate-ideas', prompt })
      .expect(201);
    const ideas = await t.http
      .post('/api/ai/generate-ideas')
      .set(bearer(lab.person))
      .send({ prompt: 'A food pantry on our block' })
      .expect(200);
    expect(ideas.body).toEqual({
      provider: 'openai',
      modelUsed: true,
      parts: [
        { kind: 'text', text: `Following: ${prompt}` },
        { kind: 'text', text: 'For: A food pantry on our block' },
      ],
    });
    expect(received).toHaveLength(1);
    expect(received[0].authorization).toBe('Bearer test-key');
    expect(received[0].body.model).toBe('test-model');
    expect(received[0].body.messages[0]).toEqual({ role: 'system', content: prompt });
    expect(received[0].body.messages[1].content).toContain(
      '- Neighborhood Food Pantry Grant: Funds for food pantries that hand out groceries and fresh meals to families. (matched: food, pantry)',
    );
  });

  it('without a prompt of its own the instance sends the built-in one; test-prompt sends the one tried', async () => {
    await t.http
      .post('/api/ai/create-profile')
      .set(bearer(lab.person))
      .send({ prompt: 'I run a coding club' })
      .expect(200);
    expect(received[0].body.messages[0].content).toMatch(/^You write a community profile/);
    const tried = await t.http
      .post('/api/ai/test-prompt')
      .set(bearer(lab.admin))
      .send({ tool: 'create-profile', prompt: 'Two sentences only.', input: 'I run a coding club' })
      .expect(200);
    expect(tried.body.parts[0]).toEqual({ kind: 'text', text: 'Following: Two sentences only.' });
  });

  it('find-resources keeps the full-text ranking and adds the model’s advice', async () => {
    const found = await t.http
      .post('/api/ai/find-resources')
      .set(bearer(lab.person))
      .send({ need: FOOD_NEED })
      .expect(200);
    expect(found.body.matches.map((m: { name: string }) => m.name)).toEqual([
      'Neighborhood Food Pantry Grant',
    ]);
    expect(found.body.parts[1]).toEqual({ kind: 'text', text: `For: ${FOOD_NEED}` });
  });

  it('a refusal of the model server is 502 aiProviderFailed with its reason, not a 500', async () => {
    const failed = await t.http
      .post('/api/ai/generate-ideas')
      .set(bearer(lab.person))
      .send({ prompt: 'refuse this' })
      .expect(502);
    expect(failed.body).toEqual({
      statusCode: 502,
      code: 'aiProviderFailed',
      message: 'The AI provider could not answer: 400 This request is refused',
    });
  });
});
