// The marketplace's texts that depend on a server answer or a rule, in the page language.

import type { FieldError } from '@server/common/validation/field-rules.js';
import { ERROR_CODE } from '@server/contract/errors.js';
import { ApiError } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';

/** The admin form's rule messages (access spec §5): the rule's own text in English, translated otherwise. */
export function adminMessage(error: FieldError): string {
  if (currentLanguage() === 'en') return error.message;
  if (error.field.endsWith('email')) return t('marketplace.adminEmailInvalid');
  const required = error.code === ERROR_CODE.fieldRequired;
  if (error.field.endsWith('firstName')) {
    return required ? t('marketplace.firstNameRequired') : t('marketplace.firstNameInvalid');
  }
  return required ? t('marketplace.lastNameRequired') : t('marketplace.lastNameInvalid');
}

/** Why a purchase token could not be read: unknown, expired, or anything else. */
export function purchaseLoadMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === ERROR_CODE.purchaseTokenNotFound) return t('marketplace.tokenUnknown');
  if (code === ERROR_CODE.purchaseTokenExpired) return t('marketplace.tokenExpired');
  return t('marketplace.loadFailed');
}
