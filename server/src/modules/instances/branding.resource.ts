import { defineResource } from '../../resources/define-resource.js';
import { Instance } from './entities/instance.entity.js';

/**
 * The caller's own instance's branding (access spec §3), in the wire names of GET /api/branding: a list of
 * one. It is edited, never created or deleted.
 */
export const brandingResource = defineResource({
  name: 'branding',
  label: 'Branding',
  entity: Instance,
  permissionKey: 'InstanceConfig',
  tenantProperty: 'id',
  operations: ['update'],
  versionField: 'updatedAt',
  fields: [
    { name: 'id', type: 'number', label: 'Instance', readOnly: true },
    { name: 'instance_name', property: 'name', type: 'string', label: 'Instance name', readOnly: true },
    { name: 'ds_portalTitle', property: 'portalTitle', type: 'string', label: 'Portal title' },
    { name: 'ds_loginHeading', property: 'loginHeading', type: 'string', label: 'Login heading' },
    { name: 'ds_loginMessage', property: 'loginMessage', type: 'string', label: 'Login message' },
    { name: 'ds_logoUrl', property: 'logoUrl', type: 'string', label: 'Logo URL' },
    { name: 'ds_backgroundUrl', property: 'backgroundUrl', type: 'string', label: 'Background URL' },
    { name: 'ds_textMode', property: 'textMode', type: 'string', label: 'Text mode', required: true },
    { name: 'ic_forward_login', property: 'forwardLogin', type: 'boolean', label: 'Forward login' },
    { name: 'ic_captcha', property: 'captchaEnabled', type: 'boolean', label: 'Captcha' },
    { name: 'ic_sso', property: 'ssoEnabled', type: 'boolean', label: 'Single sign-on' },
    {
      name: 'ic_sign_up_individuals',
      property: 'signUpIndividuals',
      type: 'boolean',
      label: 'Individuals may sign up',
    },
    {
      name: 'ic_sign_up_business',
      property: 'signUpBusiness',
      type: 'boolean',
      label: 'Businesses may sign up',
    },
    {
      name: 'ds_individual_signup_link',
      property: 'individualSignupLink',
      type: 'string',
      label: 'Individual sign-up link',
    },
    {
      name: 'ds_business_signup_link',
      property: 'businessSignupLink',
      type: 'string',
      label: 'Business sign-up link',
    },
    { name: 'updatedAt', type: 'date', label: 'Updated', readOnly: true },
  ],
  listColumns: ['id', 'instance_name', 'ds_portalTitle', 'ds_loginHeading', 'ic_captcha', 'ic_sso'],
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
});
