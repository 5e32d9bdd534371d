// The frame of the administrator's two edit forms of a company (issue 33), the profile and the
// pricelist: a titled form whose checked body is sent with the company's id, a refusal told at its
// fields (else as a notification), and the page told when the call succeeded.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button } from '@opgavetorvet/ui';

/** What the frame needs of the form (useSchemaForm's): its checked submit and how a call's result is told. */
interface SendingForm<Body> {
  handleSubmit: (send: (body: Body) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
  replied: (result: { data: unknown } | { error: unknown }) => boolean;
}

interface CompanyEditFrameProps<Body> {
  /** The form's name: test id `<name>-edit-form`, its title's id `<name>-edit-title`. */
  name: string;
  title: string;
  form: SendingForm<Body>;
  companyId: number;
  /** The save call (its mutation's trigger). */
  save: (body: Body & { companyId: number }) => PromiseLike<{ data: unknown } | { error: unknown }>;
  saving: boolean;
  onSaved: () => void;
  /** The submit button's text; none: no button (nothing to send). */
  submitLabel?: string;
  /** The form's anchor (a link to this form). */
  id?: string;
  children: ReactNode;
}

export function CompanyEditFrame<Body>({
  name,
  title,
  form,
  companyId,
  save,
  saving,
  onSaved,
  submitLabel,
  id,
  children,
}: CompanyEditFrameProps<Body>) {
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await save({ companyId, ...body }))) onSaved();
  });

  return (
    <form
      className="stack firmaer-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`${name}-edit-form`}
      aria-labelledby={`${name}-edit-title`}
      id={id}
    >
      <h2 className="section-title" id={`${name}-edit-title`}>
        {title}
      </h2>
      {children}
      {submitLabel !== undefined && (
        <div className="form-actions">
          <Button type="submit" busy={saving}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
