import { type AccountTypeInput, canSignIn, canSwitchFrom, deriveAccountType } from './account-type.js';
import { COMMUNITY_ENTITY_TYPE } from './instance-constants.js';

const government = (overrides: Partial<AccountTypeInput> = {}): AccountTypeInput => ({
  cdCommunityEntityType: null,
  roles: [201],
  instanceFeatures: [],
  instanceProgramType: 'other',
  entityKind: 'government',
  ...overrides,
});

const community = (cdCommunityEntityType: number | null, overrides: Partial<AccountTypeInput> = {}) =>
  deriveAccountType({
    cdCommunityEntityType,
    roles: [],
    instanceFeatures: [],
    instanceProgramType: 'other',
    entityKind: 'individual',
    ...overrides,
  });

describe('Community entity types (access spec §9)', () => {
  it('a business is 1, an individual 2', () => {
    expect(COMMUNITY_ENTITY_TYPE).toEqual({ business: 1, individual: 2 });
  });
});

describe('Account type derivation (access spec §4)', () => {
  it('a government account on a workflow program, without role 99 and community type 2, is Reviewer', () => {
    expect(deriveAccountType(government({ instanceProgramType: 'workflow' }))).toBe('Reviewer');
    expect(deriveAccountType(government({ instanceProgramType: 'workflow', cdCommunityEntityType: 1 }))).toBe(
      'Reviewer',
    );
  });

  it('a workflow government account with community type 2 is not a Reviewer', () => {
    expect(deriveAccountType(government({ instanceProgramType: 'workflow', cdCommunityEntityType: 2 }))).toBe(
      'Government',
    );
  });

  it('a government account on a marketplace program without role 99 is ReviewerMarket', () => {
    expect(
      deriveAccountType(government({ instanceProgramType: 'marketplace', cdCommunityEntityType: 2 })),
    ).toBe('ReviewerMarket');
  });

  it('role 99 excludes the reviewer types', () => {
    expect(deriveAccountType(government({ roles: [99], instanceProgramType: 'workflow' }))).toBe(
      'Government',
    );
    expect(deriveAccountType(government({ roles: [4, 99], instanceProgramType: 'marketplace' }))).toBe(
      'Government',
    );
  });

  it('a government account on the AI demo instance is Demo', () => {
    expect(deriveAccountType(government({ instanceFeatures: ['demoAccounts'] }))).toBe('Demo');
    expect(deriveAccountType(government({ instanceFeatures: ['demoAccounts'], roles: [99] }))).toBe('Demo');
  });

  it('the reviewer types are decided before Demo', () => {
    expect(
      deriveAccountType(government({ instanceFeatures: ['demoAccounts'], instanceProgramType: 'workflow' })),
    ).toBe('Reviewer');
  });

  it('any other government account is Government', () => {
    expect(deriveAccountType(government())).toBe('Government');
  });

  it('role 99 is treated as government', () => {
    expect(community(1, { roles: [99] })).toBe('Government');
  });

  it('community type 1 gives Business', () => {
    expect(community(1)).toBe('Business');
    expect(community(1, { instanceFeatures: ['subscriberAccounts'] })).toBe('Business');
  });

  it('community type 2 gives Subscriber on instance 344 and Individual elsewhere', () => {
    expect(community(2, { instanceFeatures: ['subscriberAccounts'] })).toBe('Subscriber');
    expect(community(2)).toBe('Individual');
  });

  it('without a community type the entity kind decides', () => {
    expect(community(null, { entityKind: 'business' })).toBe('Business');
    expect(community(null)).toBe('Individual');
    expect(community(null, { instanceFeatures: ['subscriberAccounts'] })).toBe('Subscriber');
  });
});

describe('Who may sign in (access spec §1)', () => {
  it('Government, Individual, Business, Reviewer and ReviewerMarket accounts', () => {
    for (const type of ['Government', 'Individual', 'Business', 'Reviewer', 'ReviewerMarket']) {
      expect(canSignIn(type)).toBe(true);
    }
  });

  it('Subscriber and Demo accounts, being Individual and Government accounts on 344 and 600 (DEMO.md)', () => {
    expect(canSignIn('Subscriber')).toBe(true);
    expect(canSignIn('Demo')).toBe(true);
    expect(canSignIn(deriveAccountType(government({ instanceFeatures: ['demoAccounts'] })))).toBe(true);
    expect(canSignIn(community(2, { instanceFeatures: ['subscriberAccounts'] }))).toBe(true);
  });

  it("not Partner, Household or the session layer's remover and review-manager", () => {
    for (const type of ['Partner', 'Household', 'remover', 'review-manager']) {
      expect(canSignIn(type)).toBe(false);
    }
  });

  it('every account type derived from a stored account may sign in', () => {
    for (const entityKind of ['government', 'business', 'individual'] as const) {
      for (const instanceFeatures of [[], ['subscriberAccounts'], ['demoAccounts']] as const) {
        for (const instanceProgramType of ['other', 'workflow', 'marketplace'] as const) {
          const type = deriveAccountType({
            cdCommunityEntityType: entityKind === 'government' ? null : entityKind === 'business' ? 1 : 2,
            roles: [],
            instanceFeatures,
            instanceProgramType,
            entityKind,
          });
          expect(canSignIn(type)).toBe(true);
        }
      }
    }
  });
});

describe('Account switching (access spec §4)', () => {
  it('is allowed only for government and business accounts', () => {
    expect(canSwitchFrom('government')).toBe(true);
    expect(canSwitchFrom('business')).toBe(true);
    expect(canSwitchFrom('individual')).toBe(false);
  });
});
