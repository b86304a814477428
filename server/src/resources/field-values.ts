import { DomainException, type FieldError, unprocessable } from '../common/errors/domain.exception.js';
import { isBlank, requiredMessage } from '../common/validation/field-rules.js';
import { ERROR_CODE } from '../contract/errors.js';
import type { CompiledField, CompiledResource } from './compiled-resource.js';

export type ValueCheck = { ok: true; value: unknown } | { ok: false; code: string; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

const ok = (value: unknown): ValueCheck => ({ ok: true, value });
const refuse = (code: string, message: string): ValueCheck => ({ ok: false, code, message });

// PostgreSQL refuses the NUL character in text and jsonb; refusing it here keeps that a 4xx, not a 500.
const hasNul = (value: unknown) => JSON.stringify(value)?.includes('\\u0000') ?? false;

function number(field: CompiledField, raw: unknown, lenient: boolean): ValueCheck {
  const n = lenient && typeof raw === 'string' && NUMERIC.test(raw) ? Number(raw) : raw;
  const whole = field.type === 'reference' || field.column.integerLimit !== undefined;
  if (typeof n !== 'number' || !Number.isFinite(n) || (whole && !Number.isInteger(n))) {
    return whole
      ? refuse('mustBeInteger', `The field ${field.label} must be a whole number`)
      : refuse('mustBeNumber', `The field ${field.label} must be a number`);
  }
  const limit = field.column.integerLimit ?? Number.MAX_SAFE_INTEGER;
  if (Math.abs(n) > limit) return refuse('outOfRange', `The field ${field.label} is out of range`);
  return ok(n);
}

function choice(field: CompiledField, raw: unknown, lenient: boolean): ValueCheck {
  const match = field.choices?.find((c) => c.id === raw || (lenient && String(c.id) === raw));
  if (match) return ok(match.id);
  const allowed = field.choices?.map((c) => c.id).join(', ');
  return refuse('invalidChoice', `The field ${field.label} must be one of: ${allowed}`);
}

/**
 * A JSON value for `field`, in the form it is stored (dates become Date), or why it is refused. Lenient
 * parsing (filters, which travel in the URL) also takes numbers and numeric choices written as strings.
 */
export function checkValue(field: CompiledField, raw: unknown, lenient = false): ValueCheck {
  if (raw === null && field.column.nullable) return ok(null);
  if (hasNul(raw)) return refuse('invalidCharacters', `The field ${field.label} contains a NUL character`);
  switch (field.type) {
    case 'string':
      if (typeof raw !== 'string') return refuse('mustBeString', `The field ${field.label} must be text`);
      if (field.column.maxLength !== undefined && raw.length > field.column.maxLength) {
        return refuse(
          'fieldMaxLength',
          `${field.label} must be at most ${field.column.maxLength} characters`,
        );
      }
      return ok(raw);
    case 'number':
    case 'reference':
      return number(field, raw, lenient);
    case 'boolean':
      return typeof raw === 'boolean'
        ? ok(raw)
        : refuse('mustBeBoolean', `The field ${field.label} must be true or false`);
    case 'date': {
      const date = typeof raw === 'string' && ISO_DATE.test(raw) ? new Date(raw) : null;
      return date && !Number.isNaN(date.getTime())
        ? ok(date)
        : refuse('mustBeDate', `The field ${field.label} must be an ISO-8601 date`);
    }
    case 'json':
      return typeof raw === 'object' && raw !== null
        ? ok(raw)
        : refuse('mustBeJson', `The field ${field.label} must be a JSON object or list`);
    case 'enum': {
      if (!field.many) return choice(field, raw, lenient);
      if (!Array.isArray(raw)) return refuse('mustBeList', `The field ${field.label} must be a list`);
      const values: unknown[] = [];
      for (const item of raw) {
        const checked = choice(field, item, lenient);
        if (!checked.ok) return checked;
        if (!values.includes(checked.value)) values.push(checked.value);
      }
      return ok(values);
    }
  }
}

const isMissing = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && isBlank(value)) ||
  (Array.isArray(value) && value.length === 0);

/**
 * A create or update body checked against the resource's fields: entity property → stored value. Unknown
 * fields are refused; read-only ones (ids, timestamps, which react-admin sends back) are ignored, as are create-only ones on update; on create
 * every required field must be there, on update (a merge) a field that is sent must not be emptied.
 */
export function checkBody(resource: CompiledResource, body: unknown, mode: 'create' | 'update') {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainException(400, 'invalidBody', 'The request body must be a JSON object');
  }
  const given = body as Record<string, unknown>;
  const errors: FieldError[] = Object.keys(given)
    .filter((name) => !resource.field.has(name))
    .map((name) => ({ field: name, code: 'unknownField', message: `The field ${name} is not allowed` }));
  const values: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.readOnly || (field.createOnly && mode === 'update')) continue;
    const raw = given[field.name];
    if (field.required && isMissing(raw) && (mode === 'create' || raw !== undefined)) {
      errors.push({
        field: field.name,
        code: ERROR_CODE.fieldRequired,
        message: requiredMessage(field.label),
      });
      continue;
    }
    if (raw === undefined) continue;
    const checked = checkValue(field, raw);
    if (!checked.ok) {
      errors.push({ field: field.name, code: checked.code, message: checked.message });
      continue;
    }
    if (checked.value !== null) errors.push(...(field.contentErrors?.(checked.value) ?? []));
    values[field.property] = checked.value;
  }
  if (errors.length) throw unprocessable(errors);
  return values;
}
