// A person's first and last name, as sign-up and the account-name setting ask for them (access spec §2).
import { SET_NAME_MAX_LENGTH, setNameRules } from '@server/common/validation/field-rules.js';
import { t } from '../i18n/i18n';
import { TextField } from './controls';
import type { LabelledCheck } from './validate';

/** The names' fields as the server calls them, labelled in the page language. */
export const nameLabels = () => ({ ds_firstname: t('name.first'), ds_lastname: t('name.last') });

/** The checks of the two names, first name first. */
export function nameChecks(first: string, last: string): LabelledCheck[] {
  const labels = nameLabels();
  return [
    { field: 'ds_firstname', value: first, rules: setNameRules('first'), label: labels.ds_firstname },
    { field: 'ds_lastname', value: last, rules: setNameRules('last'), label: labels.ds_lastname },
  ];
}

export function NameFields({
  first,
  last,
  onFirst,
  onLast,
  errorOf,
}: {
  first: string;
  last: string;
  onFirst: (value: string) => void;
  onLast: (value: string) => void;
  errorOf: (field: string) => string | null;
}) {
  const labels = nameLabels();
  return (
    <>
      <TextField
        label={labels.ds_firstname}
        autoComplete="given-name"
        maxLength={SET_NAME_MAX_LENGTH}
        value={first}
        onChange={onFirst}
        error={errorOf('ds_firstname')}
      />
      <TextField
        label={labels.ds_lastname}
        autoComplete="family-name"
        maxLength={SET_NAME_MAX_LENGTH}
        value={last}
        onChange={onLast}
        error={errorOf('ds_lastname')}
      />
    </>
  );
}
