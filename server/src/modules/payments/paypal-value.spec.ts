import { paypalValue } from './adapters/paypal-processor.js';

describe('paypalValue', () => {
  it("writes minor units as PayPal's decimal string", () => {
    expect(paypalValue(1250, 'USD')).toBe('12.50');
    expect(paypalValue(7, 'USD')).toBe('0.07');
    expect(paypalValue(1200, 'JPY')).toBe('1200');
  });
});
