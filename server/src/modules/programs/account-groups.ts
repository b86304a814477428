// Which account types apply to programs and which work applications (programs spec §6 "Guards").
import type { AccountType } from '../accounts/account-type.js';

/** Community accounts that browse the catalogue and apply: 1 business, 2 individual. */
export const APPLICANT_ACCOUNT_TYPES = ['Business', 'Individual'] as const satisfies readonly AccountType[];

/** Staff who work the queue and its communications and validation panels. */
export const QUEUE_STAFF_ACCOUNT_TYPES = ['Government', 'Reviewer'] as const satisfies readonly AccountType[];
