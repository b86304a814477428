import { firstFailure } from '../../common/validation/field-rules.js';
import { landingUrlOf } from './local-purchases.js';
import {
  ADMIN_ALREADY_CREATED_CODE,
  ADMIN_ALREADY_CREATED_MESSAGE,
  adminFormChecks,
  canChangePlan,
  isCanceled,
  otherPlans,
  shownStatus,
} from './marketplace-rules.js';

const admin = { email: 'it@fox.example', firstName: 'Jamie', lastName: 'Fox' };
const failureOf = (form: typeof admin) => firstFailure(adminFormChecks(form));

describe('the admin form (access spec §5)', () => {
  it('passes a valid email and names of at least 2 letters', () => {
    expect(failureOf(admin)).toBeNull();
    expect(failureOf({ ...admin, firstName: 'Al', lastName: 'Ng' })).toBeNull();
  });

  it('asks for a valid email', () => {
    expect(failureOf({ ...admin, email: '' })?.message).toBe('Please input a valid email');
    expect(failureOf({ ...admin, email: 'it@fox' })?.message).toBe('Please input a valid email');
  });

  it('asks for a first name, then a valid one (no digits, at least 2 characters)', () => {
    expect(failureOf({ ...admin, firstName: '  ' })?.message).toBe('Please input a first name');
    expect(failureOf({ ...admin, firstName: 'J' })?.message).toBe('Please input a valid first name');
    expect(failureOf({ ...admin, firstName: 'J4mie' })?.message).toBe('Please input a valid first name');
  });

  it('asks for a last name, then a valid one', () => {
    expect(failureOf({ ...admin, lastName: '' })?.message).toBe('Please input a last name');
    expect(failureOf({ ...admin, lastName: 'F' })?.message).toBe('Please input a valid last name');
  });

  it('stops at the first failing field, in form order', () => {
    expect(failureOf({ email: 'x', firstName: '', lastName: '' })?.field).toBe('email');
  });
});

describe('subscription states (access spec §3, §4)', () => {
  it('offers Change Plan only when subscribed', () => {
    expect(canChangePlan('Subscribed')).toBe(true);
    for (const status of ['PendingFulfillmentStart', 'Suspended', 'Unsubscribed'] as const) {
      expect(canChangePlan(status)).toBe(false);
    }
  });

  it('shows an unsubscribed purchase as cancelled', () => {
    expect(isCanceled('Unsubscribed')).toBe(true);
    expect(isCanceled('PendingFulfillmentStart')).toBe(false);
  });

  it('shows no status other than subscribed and unsubscribed', () => {
    expect(shownStatus('Subscribed')).toBe('Subscribed');
    expect(shownStatus('Unsubscribed')).toBe('Unsubscribed');
    expect(shownStatus('PendingFulfillmentStart')).toBeNull();
    expect(shownStatus('Suspended')).toBeNull();
  });

  it('offers the other plans only as a new plan', () => {
    const plans = [
      { planId: 'basic', displayName: 'Basic' },
      { planId: 'featured', displayName: 'Featured' },
    ];
    expect(otherPlans(plans, 'basic')).toEqual([{ planId: 'featured', displayName: 'Featured' }]);
  });
});

describe('the messages and the landing address', () => {
  it('answers code 102 with the message of access spec §8 when an admin exists', () => {
    expect(ADMIN_ALREADY_CREATED_CODE).toBe(102);
    expect(ADMIN_ALREADY_CREATED_MESSAGE).toBe(
      'An admin account has already been created. It cannot be changed at this time. Contact the provider if you need assistance',
    );
  });

  it("puts the purchase token after 'n=' on the root path", () => {
    expect(landingUrlOf('http://market.localhost:3000', 'ab-c_d')).toBe(
      'http://market.localhost:3000/?n=ab-c_d',
    );
  });
});
