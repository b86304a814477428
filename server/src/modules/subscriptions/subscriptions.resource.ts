import { defineResource } from '../../resources/define-resource.js';
import { Subscription } from './entities/subscription.entity.js';

/** Marketplace subscriptions of the instance (the one with subscriberAccounts holds them): read-only. */
export const subscriptionsResource = defineResource({
  name: 'subscriptions',
  label: 'Subscriptions',
  entity: Subscription,
  permissionKey: 'InstanceConfig',
  operations: [],
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    { name: 'saasSubscriptionId', type: 'string', label: 'Subscription id', readOnly: true },
    { name: 'name', type: 'string', label: 'Name', readOnly: true },
    { name: 'offerId', type: 'string', label: 'Offer', readOnly: true },
    { name: 'planId', type: 'string', label: 'Plan', readOnly: true },
    {
      name: 'status',
      type: 'enum',
      label: 'Status',
      readOnly: true,
      choices: [
        { id: 'PendingFulfillmentStart', name: 'Pending fulfillment start' },
        { id: 'Subscribed', name: 'Subscribed' },
        { id: 'Suspended', name: 'Suspended' },
        { id: 'Unsubscribed', name: 'Unsubscribed' },
      ],
    },
    { name: 'purchaserEmail', type: 'string', label: 'Purchaser', readOnly: true },
    { name: 'adminEmail', type: 'string', label: 'Administrator', readOnly: true },
    { name: 'applicationSubmitted', type: 'boolean', label: 'Application submitted', readOnly: true },
    { name: 'applicationState', type: 'string', label: 'Application state', readOnly: true },
    { name: 'createdAt', type: 'date', label: 'Created', readOnly: true },
  ],
  listColumns: ['id', 'name', 'planId', 'status', 'purchaserEmail', 'createdAt'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name', 'purchaserEmail', 'adminEmail', 'saasSubscriptionId'] },
    { name: 'status', operator: 'eq' },
    { name: 'planId', operator: 'eq' },
  ],
  sortable: ['id', 'name', 'status', 'planId', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
});
