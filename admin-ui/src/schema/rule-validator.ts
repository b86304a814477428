import type { Rule } from '../rules.js';

/**
 * A react-admin validator from the shared rules (the server checks the same ones): the first broken rule,
 * its message in the current language by its code (porchlight.rules.<code>), the rule's English as fallback.
 */
export const ruleValidator =
  (rules: readonly Rule[], args: { label: string; max?: number }) =>
  (value: unknown): { message: string; args: Record<string, unknown> } | undefined => {
    const text =
      typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value);
    for (const rule of rules) {
      const failure = rule(text);
      if (failure)
        return { message: `porchlight.rules.${failure.code}`, args: { ...args, _: failure.message } };
    }
    return undefined;
  };
