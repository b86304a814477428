// The statements a program asks applicants to accept (API.md "Program application setup"): read on the
// review step, each ticked, and signed by typing one's full name; checked by the contract's rule before
// sending, and the server's refusal said beside the statement it names.
import {
  type Declaration,
  type DeclarationGiven,
  declarationErrors,
  declarationField,
} from '@server/contract/declarations.js';
import type { FieldError } from '@server/contract/errors.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { Checkbox, TextField } from '../ui/controls';
import { useFetch } from './api';

const NAME_ID = 'declarations-name';
const boxId = (id: number) => `declaration-${id}`;

/** The program's statements, which the applicant ticked, the name typed and the errors shown. */
export function useDeclarations(programId: number | null) {
  const { data } = useFetch<Declaration[]>(
    programId === null ? null : `/resource-instance-declarations?programId=${programId}`,
  );
  const list = data ?? [];
  const [ticked, setTicked] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const given: DeclarationGiven[] = ticked.map((id) => ({ id, name }));
  return {
    list,
    ticked,
    name,
    errors,
    tick: (id: number, on: boolean) => setTicked(on ? [...ticked, id] : ticked.filter((x) => x !== id)),
    setName,
    /** The statements as sent, or null after showing why they do not do yet (focus on the first). */
    checked(): DeclarationGiven[] | null {
      const found = declarationErrors(list, given);
      setErrors(found);
      if (found.length === 0) return given;
      focusFirst(found[0]);
      return null;
    },
    /** The server's refusals of statements; true when there were any (the others are the form's). */
    showRefusal(refused: FieldError[]): boolean {
      const own = refused.filter((e) => e.field.startsWith('declarations.'));
      setErrors(own);
      if (own[0]) focusFirst(own[0]);
      return own.length > 0;
    },
  };
}

export type DeclarationsState = ReturnType<typeof useDeclarations>;

function focusFirst(error: FieldError) {
  const id = error.code === 'declarationNameRequired' ? NAME_ID : boxId(Number(error.field.split('.')[1]));
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** An error in the reader's language, naming the statement it is about. */
function errorText(error: FieldError, list: readonly Declaration[]): string {
  const statement = list.find((d) => declarationField(d.id) === error.field)?.statement ?? '';
  if (error.code === 'declarationRequired') return t('declarations.required', { statement });
  if (error.code === 'declarationNameRequired') return t('declarations.nameRequired');
  return t('declarations.notFound');
}

/** The statements to tick and the name to type; nothing when the program asks none. */
export function DeclarationsFieldset({ state }: { state: DeclarationsState }) {
  if (state.list.length === 0) return null;
  const nameError = state.errors.find((e) => e.code === 'declarationNameRequired');
  return (
    <fieldset className="declarations">
      <legend>{t('declarations.title')}</legend>
      <p className="muted">{t('declarations.text')}</p>
      {state.list.map((d) => {
        const error = state.errors.find(
          (e) => e.field === declarationField(d.id) && e.code !== 'declarationNameRequired',
        );
        const errorId = `${boxId(d.id)}-error`;
        return (
          <div className="field" key={d.id}>
            <Checkbox
              label={`${d.statement}${d.required ? ' *' : ''}`}
              checked={state.ticked.includes(d.id)}
              onChange={(on) => state.tick(d.id, on)}
              inputProps={{
                id: boxId(d.id),
                ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
              }}
            />
            {error ? (
              <p id={errorId} className="field__error" role="alert">
                {errorText(error, state.list)}
              </p>
            ) : null}
          </div>
        );
      })}
      <TextField
        id={NAME_ID}
        label={t('declarations.name')}
        value={state.name}
        onChange={state.setName}
        autoComplete="name"
        error={nameError ? errorText(nameError, state.list) : undefined}
      />
    </fieldset>
  );
}
