import { configureActionOf, configureLinkOf, pageOf, SUBSCRIPTIONS_PAGE_SIZE } from './subscription-rules.js';

describe('the action link of a subscription (access spec §2 "Subscriptions list")', () => {
  const facts = {
    status: 'Subscribed' as const,
    formsEngineApplicationId: null,
    applicationSubmitted: false,
  };

  it('reads Configure when no application exists yet', () => {
    expect(configureActionOf(facts)).toBe('configure');
  });

  it('reads Continue Configuration while the application is not submitted', () => {
    expect(configureActionOf({ ...facts, formsEngineApplicationId: 'f2-1' })).toBe('continue');
  });

  it('reads View Configuration once the application is submitted', () => {
    expect(
      configureActionOf({ ...facts, formsEngineApplicationId: 'f2-1', applicationSubmitted: true }),
    ).toBe('view');
  });

  it('offers nothing for a cancelled subscription', () => {
    expect(
      configureActionOf({ ...facts, status: 'Unsubscribed', formsEngineApplicationId: 'f2-1' }),
    ).toBeNull();
  });
});

describe('the case form address', () => {
  const input = {
    formUrl: 'https://forms.example/case',
    tenant: 'services',
    subscriptionId: '6f1c-1',
    subscriptionName: 'Fox & Sons',
    email: 'jamie@fox.example',
  };

  it('carries t, subId, subName and email, and newApp=true when no application exists yet', () => {
    const url = new URL(configureLinkOf({ ...input, action: 'configure' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      t: 'services',
      subId: '6f1c-1',
      subName: 'Fox & Sons',
      email: 'jamie@fox.example',
      newApp: 'true',
    });
  });

  it('leaves newApp out when the application exists, and keeps a query the form address already has', () => {
    const url = new URL(
      configureLinkOf({ ...input, formUrl: 'https://forms.example/case?lang=en', action: 'view' }),
    );
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.has('newApp')).toBe(false);
    expect(url.searchParams.get('subId')).toBe('6f1c-1');
  });
});

describe('pages of the subscription lists (access spec §9)', () => {
  const rows = Array.from({ length: 16 }, (_, i) => i);

  it('holds 7 rows a page', () => {
    expect(SUBSCRIPTIONS_PAGE_SIZE).toBe(7);
    expect(pageOf(rows, 0)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6], page: 0, pages: 3 });
    expect(pageOf(rows, 2)).toEqual({ rows: [14, 15], page: 2, pages: 3 });
  });

  it('keeps the page inside the list, and an empty list has one empty page', () => {
    expect(pageOf(rows, 9).page).toBe(2);
    expect(pageOf([], 0)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});
