// The messages of the answer checks (form-answers.ts), English, each filled with a field's parameters
// (answerParams). The contract folder imports only its own files.

export const ANSWER_MESSAGES = {
  fieldRequired: 'The field {label} is required',
  fieldText: 'The field {label} must be text',
  fieldMinLength: 'The field {label} must be at least {minLength} characters',
  fieldMaxLength: 'The field {label} must be at most {maxLength} characters',
  fieldPattern: 'The field {label} must look like {example}',
  fieldFormat: 'The field {label} is not in the expected format',
  fieldNumber: 'The field {label} must be a number',
  fieldInteger: 'The field {label} must be a whole number',
  fieldMin: 'The field {label} must be at least {min}',
  fieldMax: 'The field {label} must be at most {max}',
  fieldDate: 'The field {label} must be a date (year-month-day)',
  fieldDateMin: 'The field {label} must be on or after {min}',
  fieldDateMax: 'The field {label} must be on or before {max}',
  fieldPast: 'The field {label} cannot be in the past',
  fieldFuture: 'The field {label} cannot be in the future',
  fieldChoice: 'The field {label} must be one of {choices}',
  fieldCheckbox: 'The field {label} must be checked or unchecked',
  fieldFile: 'The field {label} must be an uploaded file',
  unknownField: 'The form does not ask for {name}',
} as const;

export type AnswerErrorCode = keyof typeof ANSWER_MESSAGES;
export type MessageParams = Record<string, string | number>;

/** A message template with its `{name}` placeholders filled; unknown placeholders stay as written. */
export const fillMessage = (template: string, params: MessageParams): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
