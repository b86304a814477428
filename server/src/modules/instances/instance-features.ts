// Asking an instance for a feature (contract/instance-features.ts); both UIs ask the same way.
import type { InstanceFeature } from '../../contract/instance-features.js';

/** Whether the instance (or the branding, or the session user's instance) has the feature. */
export const hasFeature = (
  holder: { readonly features: readonly InstanceFeature[] } | null | undefined,
  feature: InstanceFeature,
): boolean => holder?.features.includes(feature) ?? false;
