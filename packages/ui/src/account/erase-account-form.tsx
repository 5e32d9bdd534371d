// "Slet min konto" (issue 32), for a customer and for a company: a button that opens the
// confirmation, where the password confirms the erasure; a wrong password is said at the field.
// Once erased the farewell is a notification and the browser goes to the home page, logged out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EraseAccountBody } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { schemaForm, useSchemaForm } from '../forms';
import { useEraseAccountMutation } from './personal-data-api';

const eraseForm = schemaForm<{ password: string }, typeof EraseAccountBody>(EraseAccountBody, {
  refusals: { password: ['errors:::erase_wrong_password'] },
});

export function EraseAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [erase, { isLoading }] = useEraseAccountMutation();
  const form = useSchemaForm(eraseForm, { defaultValues: { password: '' } });

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="erase-open">
        {t('common:::personal_data::erase_open')}
      </Button>
    );

  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await erase(body))) navigate('/');
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="erase-form">
      <TextField
        label={t('common:::personal_data::password_label')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="form-actions">
        <Button type="submit" variant="danger" busy={isLoading}>
          {t('common:::personal_data::erase_confirm')}
        </Button>
        <Button type="button" variant="quiet" onClick={() => setOpen(false)}>
          {t('common:::personal_data::cancel')}
        </Button>
      </div>
    </form>
  );
}
