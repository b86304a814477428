import { describe, expect, it } from '@jest/globals';
import { durationParts } from './duration.js';

describe('lockout length as shown on the Security tab', () => {
  it('says minutes under an hour, whole hours, and whole days', () => {
    expect(durationParts(5)).toEqual({ unit: 'minutes', count: 5 });
    expect(durationParts(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(durationParts(60)).toEqual({ unit: 'hours', count: 1 });
    expect(durationParts(480)).toEqual({ unit: 'hours', count: 8 });
    expect(durationParts(1440)).toEqual({ unit: 'days', count: 1 });
  });
});
