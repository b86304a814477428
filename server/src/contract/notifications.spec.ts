import {
  firedEvents,
  type NotifiedPerson,
  recipientOf,
  renderMessage,
  ruleMatches,
  sampleValues,
  textsIn,
  translationsErrors,
} from './notifications.js';

const values = {
  externalId: 'APP-7',
  caseNumber: 'C-1',
  applicantName: 'Ana <b>"O\'Neil"</b> & co',
  programName: 'Rent Relief',
  state: 'Approved',
  ownerName: 'Sam Staff',
};

describe('A rule template becomes a message', () => {
  it('fills every placeholder with its value as written: messages are plain text, never markup', () => {
    expect(renderMessage({ subject: null, body: '{{externalId}}: {{ applicantName }}' }, values).body).toBe(
      'APP-7: Ana <b>"O\'Neil"</b> & co',
    );
  });

  it('keeps the subject on one line, unescaped, and an unknown placeholder as written', () => {
    expect(
      renderMessage({ subject: '{{programName}}\r\n{{state}} {{nope}}', body: '' }, values).subject,
    ).toBe('Rent Relief Approved {{nope}}');
  });

  it('takes the texts of the recipient language where a translation exists, the rule own otherwise', () => {
    const rule = { subject: 'Hello', body: 'Approved', translations: { es: { body: 'Aprobada' } } };
    expect(textsIn(rule, 'es')).toEqual({ subject: 'Hello', body: 'Aprobada' });
    expect(textsIn(rule, 'fr')).toEqual({ subject: 'Hello', body: 'Approved' });
    expect(textsIn(rule, null)).toEqual({ subject: 'Hello', body: 'Approved' });
  });
});

describe('An application change fires rule events', () => {
  it('a submission fires submitted and the state it entered', () => {
    expect(firedEvents({ kind: 'submitted', toStateId: 4 })).toEqual([
      { event: 'submitted', stateId: null },
      { event: 'state_entered', stateId: 4 },
    ]);
  });

  it('a move with a new owner fires state_entered and owner_assigned; an owner cleared fires nothing', () => {
    expect(firedEvents({ kind: 'status', toStateId: 5, fromOwnerId: 1, toOwnerId: 2 })).toEqual([
      { event: 'state_entered', stateId: 5 },
      { event: 'owner_assigned', stateId: null },
    ]);
    expect(firedEvents({ kind: 'owner', fromOwnerId: 1, toOwnerId: null })).toEqual([]);
  });

  it('a message fires message_received', () => {
    expect(firedEvents({ kind: 'message' })).toEqual([{ event: 'message_received', stateId: null }]);
  });

  it('a state_entered rule answers its own state, or any state when it names none', () => {
    expect(ruleMatches({ event: 'state_entered', stateId: 5 }, { event: 'state_entered', stateId: 5 })).toBe(
      true,
    );
    expect(ruleMatches({ event: 'state_entered', stateId: 5 }, { event: 'state_entered', stateId: 6 })).toBe(
      false,
    );
    expect(
      ruleMatches({ event: 'state_entered', stateId: null }, { event: 'state_entered', stateId: 6 }),
    ).toBe(true);
    expect(ruleMatches({ event: 'submitted', stateId: 5 }, { event: 'submitted', stateId: null })).toBe(true);
  });
});

describe('Rule translations are checked', () => {
  it('accepts texts by language code', () => {
    expect(translationsErrors({ es: { subject: 'Hola', body: 'Aprobada' } })).toEqual([]);
  });

  it('refuses a bad language, a text that is not a string, and an unknown key, naming each', () => {
    expect(translationsErrors({ Spanish: {}, es: { body: 3, title: 'x' } })).toEqual([
      {
        field: 'translations.Spanish',
        code: 'invalidTranslation',
        message: 'Spanish is not a language code',
      },
      { field: 'translations.es.body', code: 'invalidTranslation', message: 'body must be text' },
      { field: 'translations.es.title', code: 'invalidTranslation', message: 'title is not a text' },
    ]);
  });
});

describe('A participant becomes a recipient on the rule channel', () => {
  const person = (p: Partial<NotifiedPerson>): NotifiedPerson => ({
    id: 1,
    name: 'Ana',
    email: 'ana@example.test',
    phone: '+15555550100',
    smsConsent: false,
    language: 'es',
    ...p,
  });
  const people = {
    applicant: person({}),
    owner: null,
    users: new Map([['sam@example.test', person({ id: 2, email: 'sam@example.test', smsConsent: true })]]),
  };

  it('emails the applicant in their language', () => {
    expect(recipientOf({ kind: 'applicant', value: null }, 'email', people)).toEqual({
      kind: 'applicant',
      to: 'ana@example.test',
      language: 'es',
    });
  });

  it('texts only a person who agreed to text messages; a fixed number needs no consent', () => {
    expect(recipientOf({ kind: 'applicant', value: null }, 'sms', people)).toEqual({
      kind: 'applicant',
      to: '+15555550100',
      skipped: 'No consent to text messages',
    });
    expect(recipientOf({ kind: 'user', value: 'sam@example.test' }, 'sms', people)).toEqual({
      kind: 'user',
      to: '+15555550100',
      language: 'es',
    });
    expect(recipientOf({ kind: 'address', value: '+15555550199' }, 'sms', people)).toEqual({
      kind: 'address',
      to: '+15555550199',
      language: null,
    });
  });

  it('says why nobody is reached: no owner, an unknown user, an address for the other channel', () => {
    expect(recipientOf({ kind: 'owner', value: null }, 'email', people)).toEqual({
      kind: 'owner',
      to: null,
      skipped: 'The application has no owner',
    });
    expect(recipientOf({ kind: 'user', value: '99' }, 'email', people)).toEqual({
      kind: 'user',
      to: null,
      skipped: 'No user 99 on this instance',
    });
    expect(recipientOf({ kind: 'address', value: 'desk@example.test' }, 'sms', people)).toEqual({
      kind: 'address',
      to: null,
      skipped: 'No phone number',
    });
  });

  it('reaches nobody on a channel the person turned off in their preferences, whatever their consent', () => {
    const choosy = {
      ...people,
      applicant: person({ smsConsent: true, channels: { email: false, sms: true, voice: false } }),
    };
    expect(recipientOf({ kind: 'applicant', value: null }, 'email', choosy)).toEqual({
      kind: 'applicant',
      to: 'ana@example.test',
      skipped: 'Turned off email in their preferences',
    });
    expect(recipientOf({ kind: 'applicant', value: null }, 'voice', choosy)).toEqual({
      kind: 'applicant',
      to: '+15555550100',
      skipped: 'Turned off calls in their preferences',
    });
    expect(recipientOf({ kind: 'applicant', value: null }, 'sms', choosy)).toEqual({
      kind: 'applicant',
      to: '+15555550100',
      language: 'es',
    });
  });

  it('calls only a person who agreed to be contacted by phone, as a text asks', () => {
    expect(recipientOf({ kind: 'applicant', value: null }, 'voice', people)).toEqual({
      kind: 'applicant',
      to: '+15555550100',
      skipped: 'No consent to text messages',
    });
  });
});

describe('A test message fills a rule with sample values', () => {
  it('names a sample application and applicant, the program and the sender', () => {
    expect(
      renderMessage(
        { subject: '{{externalId}}', body: '{{applicantName}}, {{programName}}: {{state}} ({{ownerName}})' },
        sampleValues('Rent Relief', 'Sam Staff'),
      ),
    ).toEqual({ subject: 'TEST-0001', body: 'Test Applicant, Rent Relief: Approved (Sam Staff)' });
  });
});
