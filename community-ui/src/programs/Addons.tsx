// The optional extra items a program offers (API.md "Program application setup", addons): chosen on the
// review step, each with its own questions shown once ticked; checked by the contract's rule before sending,
// and the server's refusal said beside the question it names.
import { type Addon, type AddonGiven, addonErrors, addonField } from '@server/contract/addons.js';
import type { FieldError } from '@server/contract/errors.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { Checkbox } from '../ui/controls';
import { type Answer, FieldInput } from './ApplyForm';
import { useFetch } from './api';
import { answerErrorText, localToday, wireAnswers } from './form-constraints';

const boxId = (id: number) => `addon-${id}`;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The program's add-ons, which the applicant chose with their answers, and the errors shown. */
export function useAddons(programId: number | null) {
  const { data } = useFetch<Addon[]>(programId === null ? null : `/addons?programId=${programId}`);
  const list = data ?? [];
  const [chosen, setChosen] = useState<Record<number, Record<string, Answer>>>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const given: AddonGiven[] = Object.entries(chosen).map(([id, answers]) => ({
    id: Number(id),
    answers: wireAnswers(list.find((a) => a.id === Number(id))?.formFields ?? [], answers),
  }));
  return {
    list,
    chosen,
    errors,
    choose: (id: number, on: boolean) => {
      const { [id]: _old, ...others } = chosen;
      setChosen(on ? { ...others, [id]: {} } : others);
    },
    answer: (id: number, name: string, value: Answer | undefined) =>
      setChosen({ ...chosen, [id]: { ...chosen[id], [name]: value as Answer } }),
    /** The add-ons as sent, or null after showing why they do not do yet. */
    checked(): AddonGiven[] | null {
      const found = addonErrors(list, given, localToday());
      setErrors(found);
      return found.length === 0 ? given : null;
    },
    /** The server's refusals of add-ons; true when there were any. */
    showRefusal(refused: FieldError[]): boolean {
      const own = refused.filter((e) => e.field.startsWith('addons.'));
      setErrors(own);
      return own.length > 0;
    },
  };
}

export type AddonsState = ReturnType<typeof useAddons>;

/** One add-on: its box, what it is, and its questions once chosen. */
function AddonChoice({ addon, state }: { addon: Addon; state: AddonsState }) {
  const answers = state.chosen[addon.id];
  const error = (name?: string) => state.errors.find((e) => e.field === addonField(addon.id, name));
  const own = error();
  return (
    <div className="field">
      <Checkbox
        label={addon.amount === null ? addon.name : `${addon.name} (${money(addon.amount)})`}
        checked={answers !== undefined}
        onChange={(on) => state.choose(addon.id, on)}
        inputProps={{ id: boxId(addon.id) }}
      />
      {addon.description ? <p className="muted">{addon.description}</p> : null}
      {own ? (
        <p className="field__error" role="alert">
          {t('addons.notFound')}
        </p>
      ) : null}
      {answers !== undefined
        ? addon.formFields.map((field) => {
            const refused = error(field.name);
            return (
              <FieldInput
                key={field.name}
                field={{ ...field, name: `addon-${addon.id}-${field.name}` }}
                value={answers[field.name]}
                today={localToday()}
                onChange={(value) => state.answer(addon.id, field.name, value)}
                onBlur={() => undefined}
                onBusy={() => undefined}
                error={refused ? answerErrorText(refused, field) : null}
              />
            );
          })
        : null}
    </div>
  );
}

/** The add-ons to choose; nothing when the program offers none. */
export function AddonsFieldset({ state }: { state: AddonsState }) {
  if (state.list.length === 0) return null;
  return (
    <fieldset className="declarations">
      <legend>{t('addons.title')}</legend>
      <p className="muted">{t('addons.text')}</p>
      {state.list.map((addon) => (
        <AddonChoice key={addon.id} addon={addon} state={state} />
      ))}
    </fieldset>
  );
}
