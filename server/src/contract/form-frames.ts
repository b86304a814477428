// Form frames (programs spec §2 "Form frames", API.md "Program application setup"): a program with a FormURL
// setting and a frame mode is applied to through that external form, shown in a frame while the application
// waits in Form in progress. The mode is a program setting (never a program id in code): `applicationId` opens the
// form with the application's id and mode=frame (the spec's programs 5 and 6), `externalId` with the application's
// externalId (program 7 and the others). Without a mode the built-in form is used, as programs seeded with a
// FormURL and a form of their own always were (docs/decisions.md "Form frames"). The frame says it is done by
// posting {action: 'formComplete'} naming the application. The community UI builds the frame and reads its message by these rules; the server refuses
// settings that could not make a frame. No NestJS, TypeORM or database code.
import type { FieldError } from './errors.js';
import type { ProgramSettings } from './programs.js';

export const FORM_FRAME_MODES = ['applicationId', 'externalId'] as const;
export type FormFrameMode = (typeof FORM_FRAME_MODES)[number];

/** A program's external form: where it is and how it is told which application it fills. */
export interface FormFrame {
  url: string;
  mode: FormFrameMode;
}

/** The message the form posts to the page that frames it once the applicant has finished it. */
export const FORM_COMPLETE_ACTION = 'formComplete';
/** The message the framing page posts to the form: the external open-auth token of realm `forms`. */
export const FORM_AUTH_REALM = 'forms';

type FrameSettings = Partial<Pick<ProgramSettings, 'FormURL' | 'FormFrame'>>;

const isMode = (mode: unknown): mode is FormFrameMode =>
  (FORM_FRAME_MODES as readonly unknown[]).includes(mode);

/** The program's form frame, or null when it is applied to through the built-in form (no FormURL, or no mode). */
export function formFrameOf(settings: FrameSettings | null | undefined): FormFrame | null {
  const url = typeof settings?.FormURL === 'string' ? settings.FormURL.trim() : '';
  const mode = settings?.FormFrame?.Mode;
  return url !== '' && isMode(mode) ? { url, mode } : null;
}

/** The frame's address for one application, in the reader's language. */
export function formFrameSrc(
  frame: FormFrame,
  application: { id: number; externalId: string },
  lang: string,
): string {
  const url = new URL(frame.url);
  if (frame.mode === 'applicationId') {
    url.searchParams.set('applicationId', String(application.id));
    url.searchParams.set('mode', 'frame');
  } else {
    url.searchParams.set('externalId', application.externalId);
  }
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** Whether a message from the frame says the form of this application is complete (naming it as the mode does). */
export function isFormComplete(
  data: unknown,
  frame: FormFrame,
  application: { id: number; externalId: string },
): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { action?: unknown; applicationId?: unknown; externalId?: unknown };
  if (message.action !== FORM_COMPLETE_ACTION) return false;
  return frame.mode === 'applicationId'
    ? String(message.applicationId) === String(application.id)
    : message.externalId === application.externalId;
}

const isWebAddress = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Why a program's settings cannot make a form frame: FormURL not a web address, an unknown mode, or a mode without
 * a FormURL to open.
 */
export function formFrameErrors(settings: unknown): FieldError[] {
  const given = (settings ?? {}) as { FormURL?: unknown; FormFrame?: { Mode?: unknown } };
  const errors: FieldError[] = [];
  const url = given.FormURL;
  const noUrl = url === undefined || url === null || url === false || url === '';
  if (!noUrl && !(typeof url === 'string' && isWebAddress(url.trim()))) {
    errors.push({
      field: 'settings.FormURL',
      code: 'formUrlInvalid',
      message: 'The form URL must be a web address (https://…)',
    });
  }
  const mode = given.FormFrame?.Mode;
  if (isMode(mode) && noUrl) {
    errors.push({
      field: 'settings.FormURL',
      code: 'formUrlRequired',
      message: 'A form opened in a frame needs its form URL',
    });
  }
  if (mode !== undefined && mode !== null && !isMode(mode)) {
    errors.push({
      field: 'settings.FormFrame.Mode',
      code: 'formFrameModeInvalid',
      message: `The form frame mode must be one of ${FORM_FRAME_MODES.join(', ')}`,
    });
  }
  return errors;
}
