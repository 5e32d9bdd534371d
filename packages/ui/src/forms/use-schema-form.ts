// A form on its call's schema: react-hook-form with the schema's resolver (schema-resolver.ts), the
// field errors in Danish at their fields, and a server refusal (SPEC §8: a validation_errors reply
// or an error's message) put back at the field it names when it is one of the field's own texts.
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Static, TObject } from 'typebox';
// Through the UI kit's singleton: the notifications and the store are the page's one copy.
import {
  isValidationErrorsReply,
  notifyFromError,
  notifyFromReply,
  replyOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { refusalTexts } from './field-messages';
import type { FormValues, SchemaForm } from './schema-form';
import { schemaResolver } from './schema-resolver';

export interface UseSchemaFormOptions<Values, S extends TObject> {
  defaultValues: Values;
  /** The body's fields the page gives (ids, a chosen decision), not typed in the form. */
  fixed?: Partial<Static<S>>;
  /**
   * Values the page holds itself (a draft kept in the tab, custom inputs): the form follows them,
   * and the errors shown stay until the next submit.
   */
  values?: Values;
}

export interface FieldBinding {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void;
  error: string | null;
}

export type SchemaFormReturn<Values extends FieldValues, S extends TObject> = UseFormReturn<
  Values,
  unknown,
  Static<S>
> & {
  /** The error shown at a field, or null. */
  errorAt: (name: Path<Values>) => string | null;
  /** Every error's text once, in the order of the form's fields: for a form that lists them in one area. */
  errorList: () => string[];
  /** A field's props for TextField (or an input): its registration and its error. */
  field: (name: Path<Values>) => FieldBinding;
  /** Puts a failed call's refusal at its fields; true when every text of it found its field. */
  refusalAtFields: (error: unknown) => boolean;
  /**
   * A call's result told: a refusal at its fields (else as a notification, SPEC §8), a reply as a
   * notification of its type. True when the call succeeded.
   */
  replied: (result: { data: unknown } | { error: unknown }) => boolean;
};

function refusalTextsOf(error: unknown): string[] {
  const reply = replyOfError(error);
  if (isValidationErrorsReply(reply)) return reply.messages;
  const message = (reply as { type?: unknown; message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? [message] : [];
}

export function useSchemaForm<Values extends FormValues & FieldValues, S extends TObject>(
  form: SchemaForm<Values, S>,
  { defaultValues, fixed = {}, values }: UseSchemaFormOptions<Values, S>,
): SchemaFormReturn<Values, S> {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const methods = useForm<Values, unknown, Static<S>>({
    resolver: schemaResolver(form, fixed, t),
    defaultValues: defaultValues as DefaultValues<Values>,
    shouldFocusError: false,
    ...(values
      ? { values, resetOptions: { keepErrors: true, keepSubmitCount: true, keepIsSubmitted: true } }
      : {}),
  });
  const errorAt = (name: Path<Values>): string | null => {
    const message = (methods.formState.errors as Record<string, { message?: unknown } | undefined>)[name]
      ?.message;
    return typeof message === 'string' ? message : null;
  };
  const errorList = (): string[] => {
    const errors = methods.formState.errors as Record<string, { message?: unknown } | undefined>;
    const order = [...Object.keys(defaultValues), ...Object.keys(errors)];
    const texts = order
      .map((name) => errors[name]?.message)
      .filter((m): m is string => typeof m === 'string');
    return [...new Set(texts)];
  };
  const field = (name: Path<Values>): FieldBinding => ({ ...methods.register(name), error: errorAt(name) });
  const refusalAtFields = (error: unknown): boolean => {
    const texts = refusalTextsOf(error);
    if (texts.length === 0) return false;
    const fields = refusalTexts(form.schema, form, t);
    let placed = 0;
    for (const text of texts) {
      const bodyField = fields.get(text);
      const name = bodyField === undefined ? undefined : form.fieldOf(bodyField);
      if (name === undefined || !(name in defaultValues)) continue;
      methods.setError(name as Path<Values>, { type: 'server', message: text });
      placed += 1;
    }
    return placed === texts.length;
  };
  const replied = (result: { data: unknown } | { error: unknown }): boolean => {
    if ('error' in result) {
      if (!refusalAtFields(result.error)) dispatch(notifyFromError(result.error));
      return false;
    }
    dispatch(notifyFromReply(result.data));
    return true;
  };
  return { ...methods, errorAt, errorList, field, refusalAtFields, replied };
}
