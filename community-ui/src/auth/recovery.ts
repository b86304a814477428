// The recovery calls (API.md "Recovery and sign-up"): find-login, operation codes, set password.
import { parseLoginId } from '@server/modules/auth/login-id.js';
import { type Auth, api } from '../api/http';
import { INSTANCE } from '../instance';
import type { CaptchaFields } from '../ui/captcha';

export type DeniedReason =
  | 'program_not_opened_yet'
  | 'not_enough_budget_for_login'
  | 'program_closed'
  | 'not_found';

export interface FoundLogin {
  token: string;
  mfa_channel: string;
  contact: string;
}

export type FindLoginAnswer = { reason: DeniedReason } | FoundLogin;

export type Operation = 'change_password' | 'change_login_id';

/** After a password reset the login page follows in 3 seconds (access spec §9). */
export const RESET_REDIRECT_MS = 3000;

/** What the set-password screens are handed. */
export interface OperationState {
  operationToken: string;
  /** The find-login MFA token, for changing the login id from create login. */
  mfaToken?: string;
  loginId?: string;
  newLoginChanged?: boolean;
}

/** The login id as the server stores it: a lower-case email or +1 and ten digits. */
export function normalLoginId(raw: string): string {
  const id = parseLoginId(raw);
  return id.kind === 'email' ? id.email : id.phone;
}

/** The phone tab's rules: required, then a ten-digit US number (the server's loginIdInvalid answer). */
export { phoneRules } from '@server/modules/auth/login-id.js';

export const findLogin = (loginId: string, captcha: CaptchaFields) =>
  api<FindLoginAnswer>('/auth/find-login', {
    method: 'POST',
    auth: 'none',
    body: { loginId: normalLoginId(loginId), ...captcha, ...(INSTANCE ? { instance: INSTANCE } : {}) },
  });

export interface CodeRequest {
  operation: Operation;
  mfaChannel?: 'phone' | 'call' | 'email';
  newLoginId?: string;
}

export const requestOperationCode = (auth: Auth, request: CodeRequest) =>
  api<{ operationId: string }>('/auth/mfa/request', { method: 'POST', auth, body: request });

export const verifyOperationCode = (auth: Auth, operationId: string, code: string) =>
  api<{ token: string; createLogin: boolean }>('/auth/mfa/verify', {
    method: 'POST',
    auth,
    body: { operationId, code },
  });

/** The login id a set-password token is for (an emailed create-login link carries only the token). */
export const loginIdOf = (operationToken: string) =>
  api<{ loginId: string }>('/auth/login-id', { auth: { bearer: operationToken } });

export const setPassword = (operationToken: string, password: string, confirmation: string) =>
  api<void>('/auth/set-password', {
    method: 'POST',
    auth: { bearer: operationToken },
    body: { password, password_confirmation: confirmation },
  });
