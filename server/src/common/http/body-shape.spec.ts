import { bodyShapeError, MAX_BODY_DEPTH, MAX_BODY_KEYS } from './body-shape.js';

/** `levels` objects, each inside the one before. */
const nested = (levels: number): object => {
  let body: object = {};
  for (let i = 1; i < levels; i++) body = { a: body };
  return body;
};

const withKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('a request body is refused past 32 levels or 10,000 keys', () => {
  it('takes a body nested 32 levels deep and refuses one of 33', () => {
    expect(MAX_BODY_DEPTH).toBe(32);
    expect(bodyShapeError(nested(32))).toBeNull();
    expect(bodyShapeError(nested(33))).toBe('The request body is nested deeper than 32 levels');
  });

  it('counts arrays as levels like objects', () => {
    let body: unknown[] = [];
    for (let i = 1; i < MAX_BODY_DEPTH; i++) body = [body];
    expect(bodyShapeError(body)).toBeNull();
    expect(bodyShapeError([body])).toBe('The request body is nested deeper than 32 levels');
  });

  it('takes 10,000 keys and refuses 10,001, counted over the whole tree', () => {
    expect(MAX_BODY_KEYS).toBe(10_000);
    expect(bodyShapeError(withKeys(10_000))).toBeNull();
    expect(bodyShapeError(withKeys(10_001))).toBe('The request body holds more than 10,000 keys');
    // 2 keys at the top + 4,999 in each of the two objects under them = 10,000.
    expect(bodyShapeError({ a: withKeys(4_999), b: withKeys(4_999) })).toBeNull();
    expect(bodyShapeError({ a: withKeys(4_999), b: withKeys(5_000) })).toBe(
      'The request body holds more than 10,000 keys',
    );
  });

  it("counts an array's elements as its keys", () => {
    expect(bodyShapeError(Array.from({ length: 10_000 }, () => 0))).toBeNull();
    expect(bodyShapeError({ ids: Array.from({ length: 10_000 }, () => 0) })).toBe(
      'The request body holds more than 10,000 keys',
    );
  });

  it('walks a body of 20,000 levels without overflowing, refusing it', () => {
    expect(bodyShapeError(nested(20_000))).toBe('The request body is nested deeper than 32 levels');
    expect(bodyShapeError(JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`))).toBe(
      'The request body is nested deeper than 32 levels',
    );
  });

  it('has nothing to say of no body, a primitive or an empty object', () => {
    for (const body of [undefined, null, 'text', 3, {}, []]) expect(bodyShapeError(body)).toBeNull();
  });
});
