// The one error shape of the API and the error codes clients branch on (API.md "Conventions"). The server
// throws these codes by these names and the UIs compare with the same names: a code renamed here is renamed
// everywhere, and a code a UI reads that the server no longer sends fails the typecheck.

/** One field's failure: the field's name, a code and a message to show beside the field. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The one error shape of the API: {statusCode, code, message, errors?} plus any extra fields a call documents. */
export interface ErrorBody {
  statusCode: number;
  code: string | number;
  message: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

/** The codes a client acts on (the rest it shows by their message). */
export const ERROR_CODE = {
  /** 401 with this numeric code: the session token expired; refresh it once (access spec §8, API.md "Tokens"). */
  tokenExpired: 1,
  accountExists: 'accountExists',
  accountNotFound: 'accountNotFound',
  captchaRequired: 'captchaRequired',
  captchaV2Required: 'captchaV2Required',
  captchaFailed: 'captchaFailed',
  conflict: 'conflict',
  fieldRequired: 'fieldRequired',
  loginIdInUse: 'loginIdInUse',
  loginIdUnchanged: 'loginIdUnchanged',
  loginLockout: 'loginLockout',
  purchaseTokenExpired: 'purchaseTokenExpired',
  purchaseTokenNotFound: 'purchaseTokenNotFound',
  staleVersion: 'staleVersion',
  /** 422: a submission fails the program's eligibility criteria (API.md "Program application setup"). */
  notEligible: 'notEligible',
  // Payments (API.md "Payments"): what a payer or staff member can act on.
  idempotencyKeyRequired: 'idempotencyKeyRequired',
  idempotencyKeyReused: 'idempotencyKeyReused',
  amountInvalid: 'amountInvalid',
  amountNotOwed: 'amountNotOwed',
  currencyInvalid: 'currencyInvalid',
  paymentsNotAccepted: 'paymentsNotAccepted',
  notWaitingForPayment: 'notWaitingForPayment',
  paymentInProgress: 'paymentInProgress',
  alreadyPaid: 'alreadyPaid',
  paymentSourceInvalid: 'paymentSourceInvalid',
  paymentNotFound: 'paymentNotFound',
  notRefundable: 'notRefundable',
  paypalOrderNotFound: 'paypalOrderNotFound',
  paypalOrderNotApproved: 'paypalOrderNotApproved',
  webhookSignatureInvalid: 'webhookSignatureInvalid',
  webhookBodyInvalid: 'webhookBodyInvalid',
  // API keys (API.md "Integrations and scale").
  apiKeyRevoked: 'apiKeyRevoked',
  apiKeyExpired: 'apiKeyExpired',
  apiKeyAdminOnly: 'apiKeyAdminOnly',
  apiKeyOtherInstance: 'apiKeyOtherInstance',
  apiKeyNotAllowed: 'apiKeyNotAllowed',
  // Telephony webhooks (issue 21): a text or voicemail from a number no application has.
  noApplicationForNumber: 'noApplicationForNumber',
  // A rule's test message (issue 21).
  notificationRuleNotFound: 'notificationRuleNotFound',
  recipientInvalid: 'recipientInvalid',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
