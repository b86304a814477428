/** The deepest a request body may nest: the body itself is level 1, each object or array in it one more. */
export const MAX_BODY_DEPTH = 32;
/** The most keys a request body may hold over its whole tree; an array's elements count as its keys. */
export const MAX_BODY_KEYS = 10_000;

export const TOO_DEEP_MESSAGE = `The request body is nested deeper than ${MAX_BODY_DEPTH} levels`;
export const TOO_MANY_KEYS_MESSAGE = `The request body holds more than ${MAX_BODY_KEYS.toLocaleString('en-US')} keys`;

/**
 * Why a parsed body is refused before validation (class-transformer and class-validator recurse through it,
 * and a deep enough body overflows their stack), or null when it is within the limits. Walks the tree with a
 * stack of its own, not by recursion, and stops at the first limit passed.
 */
export function bodyShapeError(body: unknown): string | null {
  const pending: { value: object; depth: number }[] = [];
  if (isContainer(body)) pending.push({ value: body, depth: 1 });
  let keys = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
    const { value, depth } = next;
    // Counted before any child is read: Object.keys is about half the cost of Object.values on a large object.
    const names = Array.isArray(value) ? null : Object.keys(value);
    keys += names ? names.length : (value as unknown[]).length;
    if (keys > MAX_BODY_KEYS) return TOO_MANY_KEYS_MESSAGE;
    const children: unknown[] = names
      ? names.map((name) => (value as Record<string, unknown>)[name])
      : (value as unknown[]);
    for (const child of children) if (isContainer(child)) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;
