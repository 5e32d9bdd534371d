// The hostile values the bad-input test sends, derived from each route's documented schema: missing
// and unknown fields, the wrong type, just past each limit, absurd sizes, markup, and numbers that
// are not finite (the strings 'Infinity', '-Infinity', '1e999', 'NaN' and the JSON number 1e999).
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
}

export type Payload = Record<string, unknown>;

/** A request body: an object sent as JSON or as a form, or raw JSON text. */
export type BadBody = { json: Payload } | { form: Record<string, string> } | { raw: string };

/** Strings that ajv coerces, or JSON.parse reads, into a number that is not finite. */
export const nonFiniteTexts = ['Infinity', '-Infinity', '1e999', '-1e999', 'NaN'];

/** A value of another type than the schema asks for. */
function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return { nested: ['not', 'text'] };
  if (type === 'array') return { not: 'a list' };
  return 'not-a-number';
}

/** Values just outside the schema's limits, or absurd ones where it has none. */
function outOfRange(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, String(schema.maximum + 1));
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, String(schema.minimum - 1));
  values.push('x'.repeat(100_000), -1, 1e15, Number.MAX_SAFE_INTEGER + 2, '<script>alert(1)</script>', '');
  return values;
}

/** Every bad body for one schema: each field bad in turn, the others a plain '1'. */
export function badBodies(schema: JsonSchema | undefined): BadBody[] {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const valid: Record<string, string> = Object.fromEntries(names.map((name) => [name, '1']));
  const bodies: BadBody[] = [{ json: {} }, { json: { ...valid, unknown_field_zz: 'x' } }];
  for (const name of names) {
    bodies.push({ json: { ...valid, [name]: wrongType(properties[name]) } });
    for (const value of outOfRange(properties[name])) bodies.push({ json: { ...valid, [name]: value } });
    for (const text of nonFiniteTexts) {
      bodies.push({ json: { ...valid, [name]: text } }, { form: { ...valid, [name]: text } });
      bodies.push({ json: { ...valid, [name]: [text] } });
    }
    bodies.push({ raw: JSON.stringify({ ...valid, [name]: '§' }).replace('"§"', '1e999') });
    bodies.push({ raw: JSON.stringify({ ...valid, [name]: '§' }).replace('"§"', '-1e999') });
  }
  return bodies;
}

/** Query strings for a GET: every parameter bad at once, then each one alone. */
export function badQueries(names: string[]): string[] {
  const values = ['', 'abc', '-1', '0', '99999999999999', '1e15', 'x'.repeat(5000), ...nonFiniteTexts];
  const queries: string[] = [];
  for (const value of values) {
    queries.push(new URLSearchParams(Object.fromEntries(names.map((name) => [name, value]))).toString());
    if (names.length < 2) continue;
    for (const name of names) queries.push(new URLSearchParams({ [name]: value }).toString());
  }
  return queries.map((query) => `${query}${query ? '&' : ''}unknown_zz=1`);
}

/** Values put in a path's {params}. */
export const badPathValues = ['0', '-1', 'abc', '99999999999999', ...nonFiniteTexts];
