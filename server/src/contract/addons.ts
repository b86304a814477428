// Add-ons (API.md "Program application setup", addons): optional extra items a program offers with its
// application, each with its own fields and amount. An applicant chooses some and answers their fields; the
// server checks them by these rules, as it checks the form.
import type { FieldError } from './errors.js';
import { checkAnswers, fillMessage, keptAnswers } from './form-answers.js';
import type { FormField } from './programs.js';

/** An add-on as the admin resource and GET /api/addons carry it. */
export interface Addon {
  id: number;
  programId: number;
  name: string;
  description: string | null;
  /** What it adds to the award, in dollars; null: nothing. */
  amount: number | null;
  /** Its own questions, in the form definition's shape. */
  formFields: FormField[];
  position: number;
}

/** What a submission sends for each add-on chosen: its id and the answers to its fields. */
export interface AddonGiven {
  id: number;
  answers?: Record<string, unknown>;
}

/** An add-on as chosen, kept on the application: its name and amount then, and the answers. */
export interface ChosenAddon {
  id: number;
  name: string;
  amount: number | null;
  answers: Record<string, unknown>;
}

export const ADDON_NOT_FOUND = {
  code: 'addonNotFound',
  message: "The add-on {id} is not one of this program's",
};

/** The field an add-on's error is said under: addons.<id>, or addons.<id>.<field> for one of its answers. */
export const addonField = (id: number, name?: string) => (name ? `addons.${id}.${name}` : `addons.${id}`);

/**
 * Why the add-ons chosen do not do: one the program does not offer, or an answer its fields refuse (each
 * under addons.<id>.<field>, with the form's own message). Empty when they do.
 */
export function addonErrors(
  addons: readonly Addon[],
  given: readonly AddonGiven[],
  today: string,
): FieldError[] {
  return given.flatMap((g) => {
    const addon = addons.find((a) => a.id === g.id);
    if (!addon) {
      const message = fillMessage(ADDON_NOT_FOUND.message, { id: g.id });
      return [{ field: addonField(g.id), code: ADDON_NOT_FOUND.code, message }];
    }
    return checkAnswers(addon.formFields, g.answers ?? {}, today).map((e) => ({
      ...e,
      field: addonField(g.id, e.field),
    }));
  });
}

/** The add-ons chosen as the application keeps them (checked first), in the program's order. */
export function chosenAddons(addons: readonly Addon[], given: readonly AddonGiven[]): ChosenAddon[] {
  return [...addons]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .flatMap((a) => {
      const g = given.find((x) => x.id === a.id);
      return g
        ? [{ id: a.id, name: a.name, amount: a.amount, answers: keptAnswers(a.formFields, g.answers ?? {}) }]
        : [];
    });
}
