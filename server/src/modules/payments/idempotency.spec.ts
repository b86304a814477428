import { DomainException } from '../../common/errors/domain.exception.js';
import { fingerprintOf, requireIdempotencyKey } from './idempotency.js';

describe('requireIdempotencyKey', () => {
  it('takes 1 to 255 visible characters, the first of repeated headers', () => {
    expect(requireIdempotencyKey('3f1c-key')).toBe('3f1c-key');
    expect(requireIdempotencyKey(['a', 'b'])).toBe('a');
    expect(requireIdempotencyKey('k'.repeat(255))).toHaveLength(255);
  });

  it.each([undefined, '', 'has space', 'k'.repeat(256), 'é'])(
    'refuses %p with 400 idempotencyKeyRequired',
    (key) => {
      expect(() => requireIdempotencyKey(key)).toThrow(DomainException);
      try {
        requireIdempotencyKey(key);
      } catch (error) {
        expect((error as DomainException).toBody()).toMatchObject({
          statusCode: 400,
          code: 'idempotencyKeyRequired',
        });
      }
    },
  );
});

describe('fingerprintOf', () => {
  it('tells another call or another body apart, and the same request alike', () => {
    const body = { applicationId: 1, amount: 100, currency: 'USD' };
    expect(fingerprintOf('create-charge', body)).toBe(fingerprintOf('create-charge', { ...body }));
    expect(fingerprintOf('create-charge', body)).not.toBe(
      fingerprintOf('create-charge', { ...body, amount: 101 }),
    );
    expect(fingerprintOf('create-charge', body)).not.toBe(fingerprintOf('create-check-payment', body));
  });
});
