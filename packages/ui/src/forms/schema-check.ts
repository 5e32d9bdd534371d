// A body checked as the service checks it: through react-hook-form's TypeBox resolver (it brings
// TypeBox's validator, some 50 KiB as sent: a page's first screen opens its forms lazily), and a refused body's fields are named with the message keys
// of the schema (fieldErrorsOf), each field checked on its own so none is left out.
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { ResolverOptions } from 'react-hook-form';
import type { TObject } from 'typebox';
import { fieldErrorsOf, type FieldError } from '@opgavetorvet/contracts';

type Body = Record<string, unknown>;

const resolverOptions: ResolverOptions<Body> = { fields: {}, shouldUseNativeValidation: false };

/** The body's failures, none when the schema accepts it. */
export async function failuresOf(schema: TObject, body: Body): Promise<FieldError[]> {
  const verdict = await typeboxResolver(schema)(body, undefined, resolverOptions as never);
  if (Object.keys(verdict.errors).length === 0) return [];
  const failures = fieldErrorsOf(schema, body);
  return failures.length > 0 ? failures : [{ field: '', key: null, kind: 'invalid' }];
}
