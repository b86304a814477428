import { ACCOUNT_TYPES } from '../accounts/account-type.js';
import { defaultScopeFor, matchesScope, SCOPE_FILTERS } from './scope.js';
import { isThirdPartyProgram, ownHostsFor } from './third-party.js';

describe('catalogue scope filter', () => {
  it('offers all, National, State, Local and Private, in that order', () => {
    expect(SCOPE_FILTERS).toEqual(['all', 'National', 'State', 'Local', 'Private']);
  });

  it('starts government accounts on Local', () => {
    expect(defaultScopeFor('Government')).toBe('Local');
  });

  it.each(ACCOUNT_TYPES.filter((t) => t !== 'Government'))('starts %s accounts on all', (accountType) => {
    expect(defaultScopeFor(accountType)).toBe('all');
  });

  it('lets all through every scope and a scope only itself', () => {
    expect(matchesScope('State', 'all')).toBe(true);
    expect(matchesScope('State', 'State')).toBe(true);
    expect(matchesScope('State', 'Local')).toBe(false);
  });
});

describe('third-party programs', () => {
  const ownHosts = ['porchlight.example', 'localhost'];

  it('is application type 1 with an apply URL on another host', () => {
    expect(
      isThirdPartyProgram({ applicationType: 1, applyUrl: 'https://benefits.gov/apply' }, ownHosts),
    ).toBe(true);
  });

  it('is not when the apply URL is on our host or one of its sub-domains', () => {
    expect(
      isThirdPartyProgram({ applicationType: 1, applyUrl: 'https://porchlight.example/a' }, ownHosts),
    ).toBe(false);
    expect(
      isThirdPartyProgram(
        { applicationType: 1, applyUrl: 'https://springfield.porchlight.example/a' },
        ownHosts,
      ),
    ).toBe(false);
    expect(
      isThirdPartyProgram({ applicationType: 1, applyUrl: 'http://LOCALHOST:3000/apply' }, ownHosts),
    ).toBe(false);
  });

  it('does not take a look-alike host for ours', () => {
    expect(
      isThirdPartyProgram({ applicationType: 1, applyUrl: 'https://evilporchlight.example/' }, ownHosts),
    ).toBe(true);
  });

  it('is not for other application types, whatever the URL', () => {
    expect(
      isThirdPartyProgram({ applicationType: 0, applyUrl: 'https://benefits.gov/apply' }, ownHosts),
    ).toBe(false);
    expect(
      isThirdPartyProgram({ applicationType: 2, applyUrl: 'https://benefits.gov/apply' }, ownHosts),
    ).toBe(false);
  });

  it('is not without an apply URL, or with a path on our own site', () => {
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: null }, ownHosts)).toBe(false);
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: '  ' }, ownHosts)).toBe(false);
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: '/confirmation-resource/4' }, ownHosts)).toBe(
      false,
    );
  });

  it('reads an apply URL written without its scheme as a host', () => {
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: 'www.benefits.gov/apply' }, ownHosts)).toBe(
      true,
    );
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: 'benefits.gov:8443/apply' }, ownHosts)).toBe(
      true,
    );
  });

  it('does not count non-web links as another site', () => {
    expect(isThirdPartyProgram({ applicationType: 1, applyUrl: 'mailto:apply@benefits.gov' }, ownHosts)).toBe(
      false,
    );
  });
});

describe('our own hosts', () => {
  const springfield = { subdomain: 'springfield', portalUrl: 'https://portal.springfield.gov/home' };

  it('are the request host, the domain under the instance sub-domain, and the portal', () => {
    expect(ownHostsFor('springfield.porchlight.example', springfield)).toEqual([
      'springfield.porchlight.example',
      'porchlight.example',
      'portal.springfield.gov',
    ]);
  });

  it('do not widen a host that does not start with the sub-domain', () => {
    expect(ownHostsFor('porchlight.example', { subdomain: 'springfield', portalUrl: null })).toEqual([
      'porchlight.example',
    ]);
  });
});
