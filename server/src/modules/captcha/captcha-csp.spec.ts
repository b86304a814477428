import { captchaCspDirectives } from './captcha-csp.js';

describe('Content-Security-Policy for the bot check', () => {
  it('adds nothing when the captcha is off or in test mode', () => {
    expect(captchaCspDirectives({ PORCHLIGHT_CAPTCHA: 'off' })).toEqual({});
    expect(captchaCspDirectives({ PORCHLIGHT_CAPTCHA: 'test' })).toEqual({});
  });

  it("allows reCAPTCHA's script and frame origins with PORCHLIGHT_CAPTCHA=recaptcha", () => {
    expect(captchaCspDirectives({ PORCHLIGHT_CAPTCHA: 'recaptcha' })).toEqual({
      'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    });
  });
});
