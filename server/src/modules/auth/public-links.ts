import type { Settings } from '../../config/settings.js';
import type { Instance } from '../instances/entities/instance.entity.js';

/**
 * The address emailed links start with: the instance's own portal when it has one, else its sub-domain of
 * localhost on the server's port (the single-machine setup of the README). Never the request's Host header,
 * which a caller could set to send a victim a link to their own site.
 */
export function publicBaseOf(
  instance: Pick<Instance, 'portalUrl' | 'subdomain'>,
  settings: Pick<Settings, 'PORT'>,
) {
  if (instance.portalUrl) return instance.portalUrl.replace(/\/+$/, '');
  return `http://${instance.subdomain}.localhost:${settings.PORT}`;
}
