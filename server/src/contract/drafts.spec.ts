import {
  type ApplicationsSettings,
  continueRefusal,
  nextStepOf,
  offersDrafts,
  startRefusal,
} from './drafts.js';

const settings = (more: Partial<ApplicationsSettings> = {}): ApplicationsSettings => ({
  AllowCases: false,
  MultipleDraftCases: false,
  ApplicantSubmission: true,
  ...more,
});
const none = { drafts: 0, submitted: 0 };
const start = (more: Partial<Parameters<typeof startRefusal>[0]> = {}) =>
  startRefusal({ draft: true, settings: settings(), allowMultipleApplications: false, held: none, ...more });

describe('offersDrafts', () => {
  it('offers drafts where applicants submit themselves', () => {
    expect(offersDrafts(settings())).toBe(true);
  });

  it('offers no drafts where they do not (the default)', () => {
    expect(offersDrafts(settings({ ApplicantSubmission: false }))).toBe(false);
  });
});

describe('startRefusal', () => {
  it('lets a first draft start', () => {
    expect(start()).toBeNull();
  });

  it('refuses a draft where the program keeps no unfinished forms with draftsNotOffered', () => {
    expect(start({ settings: settings({ ApplicantSubmission: false }) })).toBe('draftsNotOffered');
  });

  it('still takes an application submitted at once where drafts are not offered', () => {
    expect(start({ draft: false, settings: settings({ ApplicantSubmission: false }) })).toBeNull();
  });

  it('refuses a second draft without MultipleDraftCases with draftExists', () => {
    expect(start({ held: { drafts: 1, submitted: 0 } })).toBe('draftExists');
  });

  it('keeps several drafts with MultipleDraftCases', () => {
    expect(
      start({ held: { drafts: 1, submitted: 0 }, settings: settings({ MultipleDraftCases: true }) }),
    ).toBeNull();
  });

  it('refuses a new application beside a draft of a single-application program with draftExists', () => {
    expect(start({ draft: false, held: { drafts: 1, submitted: 0 } })).toBe('draftExists');
  });

  it('takes a new application beside a draft where multiple applications are allowed', () => {
    expect(
      start({ draft: false, allowMultipleApplications: true, held: { drafts: 1, submitted: 0 } }),
    ).toBeNull();
  });

  it('refuses a draft after a submitted application of a single-application program with applicationExists', () => {
    expect(start({ held: { drafts: 0, submitted: 1 } })).toBe('applicationExists');
  });
});

describe('continueRefusal', () => {
  const next = (more: Partial<Parameters<typeof continueRefusal>[0]> = {}) =>
    continueRefusal({
      draft: false,
      submittedAt: null,
      allowMultipleApplications: false,
      held: none,
      ...more,
    });

  it('lets a draft be saved again or submitted', () => {
    expect(next({ draft: true })).toBeNull();
    expect(next()).toBeNull();
  });

  it('refuses a submitted application with applicationSubmitted', () => {
    expect(next({ submittedAt: '2026-03-01T12:00:00.000Z' })).toBe('applicationSubmitted');
  });

  it('refuses submitting a draft beside a submitted application of a single-application program', () => {
    expect(next({ held: { drafts: 0, submitted: 1 } })).toBe('applicationExists');
  });

  it('still saves such a draft', () => {
    expect(next({ draft: true, held: { drafts: 0, submitted: 1 } })).toBeNull();
  });
});

describe('nextStepOf', () => {
  it('asks to continue a draft', () => {
    expect(nextStepOf({ submittedAt: null, stateName: 'Form in progress' })).toBe('continue');
  });

  it('asks to pay in Waiting for payment', () => {
    expect(nextStepOf({ submittedAt: '2026-03-01T12:00:00.000Z', stateName: 'Waiting for payment' })).toBe(
      'pay',
    );
  });

  it('asks nothing otherwise', () => {
    expect(nextStepOf({ submittedAt: '2026-03-01T12:00:00.000Z', stateName: 'Review' })).toBeNull();
  });
});
