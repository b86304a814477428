// What the specifications tie to particular instances, as features an instance has (instances.features),
// seeded on the instances that have them: code asks for a feature, never for an instance id.
// The contract folder imports only its own files: the server and both UIs import these.

export const INSTANCE_FEATURES = [
  /** Community individuals are marketplace subscribers; the subscriptions live here (access spec §1, §4). */
  'subscriberAccounts',
  /** Government accounts are Demo accounts (access spec §4). */
  'demoAccounts',
  /** The sync report is offered (access spec §2 "Top navigation", programs spec §7). */
  'syncReport',
  /** The newer login and recovery layout: email-or-phone logins, password reset by code (access spec §2). */
  'newerLoginLayout',
  /** Sign-up, register and reset-link paths are closed and lead to login (access spec §2). */
  'closedSignUp',
  /** The AI tools: generate ideas, a portfolio, a profile, find resources, and their prompts (programs spec §2). */
  'aiTools',
] as const;
export type InstanceFeature = (typeof INSTANCE_FEATURES)[number];
