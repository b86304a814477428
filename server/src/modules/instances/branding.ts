import type { Instance } from './entities/instance.entity.js';

/** The branding answer of the access spec §3, in its wire names. */
export function brandingOf(instance: Instance) {
  return {
    ds_backgroundUrl: instance.backgroundUrl,
    ds_logoUrl: instance.logoUrl,
    ds_portalTitle: instance.portalTitle,
    ds_loginHeading: instance.loginHeading,
    ds_loginMessage: instance.loginMessage,
    ds_textMode: instance.textMode,
    ic_forward_login: instance.forwardLogin,
    ic_captcha: instance.captchaEnabled,
    ic_sso: instance.ssoEnabled,
    ic_sign_up_individuals: instance.signUpIndividuals,
    ic_sign_up_business: instance.signUpBusiness,
    ds_individual_signup_link: instance.individualSignupLink,
    ds_business_signup_link: instance.businessSignupLink,
    instance_name: instance.name,
    cd_instance: instance.id,
    subdomain: instance.subdomain,
    program_type: instance.programType,
    languages: instance.languages,
  };
}
