// Turns ajv's schema errors into the localized messages of a `validation_errors` reply: one
// message per field, the spec's own text when the field's schema names it (`x-error`), otherwise
// the generic errors:::validation::* text with the field's name. A field may name its own text for
// a too-long value (`tooLong`); a text field that must be filled names the generic length text there,
// so 121 characters of a 120-long title say the limit, not 'Alle felter skal udfyldes'. A reply
// names at most MAX_VALIDATION_MESSAGES fields: the rest of ajv's errors are not even translated.
import type { FastifySchemaValidationError } from 'fastify';
import type { Translate } from '../../lib/translator.js';

/**
 * Put on a field schema: one key for every failure, or separate keys for missing, invalid, (a
 * number under its minimum) too small and (a text over its maxLength) too long. Every key is
 * translated with the field's name and the limit, as the generic texts are.
 */
export type FieldErrorKeys =
  string | { required?: string; invalid?: string; tooSmall?: string; tooLong?: string };

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  minimum?: number;
  maximum?: number;
  items?: SchemaNode;
  'x-error'?: FieldErrorKeys;
}

/** Fields named in one reply: more than any form shows, so a reply stays small whatever was sent. */
export const MAX_VALIDATION_MESSAGES = 20;

type Kind =
  | 'not_finite'
  | 'not_finite_between'
  | 'required'
  | 'too_long'
  | 'too_short'
  | 'wrong_type'
  | 'unknown_field'
  | 'invalid'
  | 'too_large'
  | 'too_small';

function kindOf(error: FastifySchemaValidationError): Kind {
  const limit = Number((error.params as { limit?: unknown }).limit);
  switch (error.keyword) {
    case 'finite':
      return 'not_finite';
    case 'required':
      return 'required';
    case 'additionalProperties':
      return 'unknown_field';
    case 'type':
      return 'wrong_type';
    case 'maxLength':
      return 'too_long';
    case 'minLength':
      return limit <= 1 ? 'required' : 'too_short';
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return 'too_large';
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
      return 'too_small';
    default:
      return 'invalid';
  }
}

/** The path of the field an error is about, e.g. ['address', 'zip']. */
function fieldPath(error: FastifySchemaValidationError): string[] {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty) path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty)
    path.push(params.additionalProperty);
  return path;
}

function schemaAt(root: unknown, path: string[]): SchemaNode | undefined {
  let node = root as SchemaNode | undefined;
  for (const part of path) {
    if (!node) return undefined;
    node = /^\d+$/.test(part) ? node.items : node.properties?.[part];
  }
  return node;
}

function customKey(keys: FieldErrorKeys | undefined, kind: Kind): string | undefined {
  if (!keys || kind === 'unknown_field') return undefined;
  if (typeof keys === 'string') return keys;
  if (kind === 'required') return keys.required ?? keys.invalid;
  if (kind === 'too_small' && keys.tooSmall) return keys.tooSmall;
  if (kind === 'too_long' && keys.tooLong) return keys.tooLong;
  return keys.invalid ?? keys.required;
}

/**
 * @param errors ajv errors of one request part
 * @param schema the route's schema of that part (to find `x-error` texts)
 * @param context 'body', 'querystring', … used as the field name of a whole-part error
 */
export function validationMessages(
  errors: FastifySchemaValidationError[],
  schema: unknown,
  context: string,
  t: Translate,
): string[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (byField.size === MAX_VALIDATION_MESSAGES) break;
    const path = fieldPath(error);
    const field = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? context;
    const id = path.join('/');
    if (byField.has(id)) continue;
    const node = schemaAt(schema, path);
    let kind = kindOf(error);
    if (kind === 'not_finite' && node?.minimum !== undefined && node.maximum !== undefined)
      kind = 'not_finite_between';
    const custom = customKey(node?.['x-error'], kind);
    const limit = (error.params as { limit?: number }).limit ?? '';
    const label = t(`errors:::fields::${field}`, { defaultValue: field });
    const values = { field: label, limit, min: node?.minimum ?? '', max: node?.maximum ?? '' };
    byField.set(id, t(custom ?? `errors:::validation::${kind}`, values));
  }
  return [...new Set(byField.values())];
}
