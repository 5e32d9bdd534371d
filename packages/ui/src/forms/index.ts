// @opgavetorvet/ui/forms: forms that validate with their call's schema from packages/contracts
// through react-hook-form. Apart from the UI kit's singleton so that react-hook-form and TypeBox's
// validator load with the pages that have forms, not with every first page.
export {
  maxLengthOf,
  schemaForm,
  trimmed,
  type SchemaForm,
  type SchemaFormOptions,
  type FormValues,
  type RuleFailure,
} from './schema-form';
export { checkForm, type FormCheck } from './check-form';
export {
  companyTypedBody,
  companyTypedValues,
  typedWhole,
  type CompanyTypedField,
  type CompanyTypedValues,
} from './company-details-fields';
export {
  useSchemaForm,
  type SchemaFormReturn,
  type UseSchemaFormOptions,
  type FieldBinding,
} from './use-schema-form';
export { schemaResolver, bodyOf } from './schema-resolver';
export { messageOf, refusalTexts, type FieldTexts } from './field-messages';
export {
  SchemaTextForm,
  textForm,
  type SchemaTextFormProps,
  type TextSchemaForm,
  type TextValues,
} from './schema-text-form';
export { ConsentSentence, type ConsentSentenceProps } from './consent-sentence';
