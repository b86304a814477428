import { DomainException, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { SUBSCRIPTION_CANCELLED_CODE } from '../auth/login.service.js';
import { ADMIN_ALREADY_CREATED_CODE, ADMIN_ALREADY_CREATED_MESSAGE } from './marketplace-rules.js';

// The marketplace's failures, in the one error shape (access spec §8; codes 100 and 102 of §9).

export const purchaseTokenNotFound = () =>
  notFound(
    ERROR_CODE.purchaseTokenNotFound,
    'This purchase link is not known. Open it again from the marketplace.',
  );

export const purchaseTokenExpired = () =>
  new DomainException(
    410,
    ERROR_CODE.purchaseTokenExpired,
    'This purchase link has expired. Open it again from the marketplace.',
  );

export const adminAlreadyCreated = () =>
  new DomainException(409, ADMIN_ALREADY_CREATED_CODE, ADMIN_ALREADY_CREATED_MESSAGE);

export const subscriptionCancelled = () =>
  new DomainException(409, SUBSCRIPTION_CANCELLED_CODE, 'This subscription has been cancelled');

export const subscriptionNotFound = () =>
  notFound('subscriptionNotFound', 'You have no subscription with this id');

export const subscriptionNotSubscribed = () =>
  new DomainException(409, 'subscriptionNotSubscribed', 'Only a subscribed subscription can change its plan');

export const planNotFound = (planId: string, offered: string[]) =>
  unprocessable([
    {
      field: 'planId',
      code: 'planNotFound',
      message: `The offer has no plan "${planId}" (plans: ${offered.join(', ') || 'none'})`,
    },
  ]);

export const samePlan = () =>
  unprocessable([{ field: 'planId', code: 'samePlan', message: 'Choose a plan other than the current one' }]);

export const marketplaceUnavailable = (detail: string) =>
  new DomainException(502, 'marketplaceUnavailable', `The marketplace could not be reached: ${detail}`);

export const marketplaceNotLocal = () =>
  new DomainException(
    409,
    'marketplaceNotLocal',
    'Purchase tokens are minted here only with PORCHLIGHT_MARKETPLACE=local; the marketplace mints its own',
  );
