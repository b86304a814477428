import { formFrameErrors, formFrameOf, formFrameSrc, isFormComplete } from './form-frames.js';

const APPLICATION = { id: 42, externalId: 'APP-42' };

describe("a program's form frame", () => {
  it('is none without a FormURL (false or empty): the built-in form is used', () => {
    expect(formFrameOf({ FormURL: false, FormFrame: { Mode: 'externalId' } })).toBeNull();
    expect(formFrameOf({ FormURL: '  ', FormFrame: { Mode: 'externalId' } })).toBeNull();
    expect(formFrameOf(null)).toBeNull();
  });

  it('is none without a mode: a FormURL alone keeps the built-in form', () => {
    expect(formFrameOf({ FormURL: 'https://forms.example/apply' })).toBeNull();
  });

  it("opens the configured form with the application's externalId in the externalId mode", () => {
    const frame = formFrameOf({
      FormURL: 'https://forms.example/apply?program=7',
      FormFrame: { Mode: 'externalId' },
    });
    expect(frame).toEqual({ url: 'https://forms.example/apply?program=7', mode: 'externalId' });
    expect(formFrameSrc(frame ?? { url: '', mode: 'externalId' }, APPLICATION, 'es')).toBe(
      'https://forms.example/apply?program=7&externalId=APP-42&lang=es',
    );
  });

  it("opens the form with the application's id and mode=frame in the applicationId mode", () => {
    const frame = { url: 'https://forms.example/case', mode: 'applicationId' as const };
    expect(formFrameOf({ FormURL: frame.url, FormFrame: { Mode: 'applicationId' } })).toEqual(frame);
    expect(formFrameSrc(frame, APPLICATION, 'en')).toBe(
      'https://forms.example/case?applicationId=42&mode=frame&lang=en',
    );
  });
});

describe("the form's completion message", () => {
  const byExternalId = { url: 'https://forms.example/apply', mode: 'externalId' as const };
  const byId = { url: 'https://forms.example/case', mode: 'applicationId' as const };

  it('names the application as the mode does', () => {
    expect(isFormComplete({ action: 'formComplete', externalId: 'APP-42' }, byExternalId, APPLICATION)).toBe(
      true,
    );
    expect(isFormComplete({ action: 'formComplete', applicationId: 42 }, byId, APPLICATION)).toBe(true);
    expect(isFormComplete({ action: 'formComplete', applicationId: '42' }, byId, APPLICATION)).toBe(true);
  });

  it("is not another application's, another action, or not a message at all", () => {
    expect(isFormComplete({ action: 'formComplete', externalId: 'APP-43' }, byExternalId, APPLICATION)).toBe(
      false,
    );
    expect(isFormComplete({ action: 'formComplete', externalId: 'APP-42' }, byId, APPLICATION)).toBe(false);
    expect(isFormComplete({ action: 'externalAuth', externalId: 'APP-42' }, byExternalId, APPLICATION)).toBe(
      false,
    );
    expect(isFormComplete('formComplete', byExternalId, APPLICATION)).toBe(false);
  });
});

describe('settings that cannot make a frame', () => {
  it('take no FormURL, or a web address', () => {
    expect(formFrameErrors({ FormURL: false })).toEqual([]);
    expect(formFrameErrors({ FormURL: 'http://127.0.0.1:8080/form' })).toEqual([]);
    expect(formFrameErrors(undefined)).toEqual([]);
  });

  it('refuse a FormURL that is not a web address', () => {
    expect(formFrameErrors({ FormURL: 'javascript:alert(1)' })).toEqual([
      {
        field: 'settings.FormURL',
        code: 'formUrlInvalid',
        message: 'The form URL must be a web address (https://…)',
      },
    ]);
    expect(formFrameErrors({ FormURL: true })).toHaveLength(1);
  });

  it('refuse a mode without a FormURL to open', () => {
    expect(formFrameErrors({ FormURL: false, FormFrame: { Mode: 'applicationId' } })).toEqual([
      {
        field: 'settings.FormURL',
        code: 'formUrlRequired',
        message: 'A form opened in a frame needs its form URL',
      },
    ]);
  });

  it('refuse an unknown mode', () => {
    expect(formFrameErrors({ FormURL: 'https://forms.example', FormFrame: { Mode: 'byName' } })).toEqual([
      {
        field: 'settings.FormFrame.Mode',
        code: 'formFrameModeInvalid',
        message: 'The form frame mode must be one of applicationId, externalId',
      },
    ]);
  });
});
