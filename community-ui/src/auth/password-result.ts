import { isWeakPasswordError, USED_OR_WEAK_PASSWORD } from '@server/modules/auth/password-policy.js';
import { ApiError } from '../api/http';
import { t } from '../i18n/i18n';

/** Reset failure (access spec §5, §8): a used or weak password has its own text, the rest one message. */
export function resetFailure(error: unknown): string {
  const weak =
    error instanceof ApiError &&
    (error.code === USED_OR_WEAK_PASSWORD.code || isWeakPasswordError(error.message));
  return weak ? t('password.usedOrWeak') : t('password.resetError');
}
