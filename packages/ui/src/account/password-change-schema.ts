// The password change's form on its call's schema (PasswordChangeBody): the current password and a
// new one under the sign-up's rule; the call's own refusals are said at the field they are about.
import { PasswordChangeBody } from '@opgavetorvet/contracts';
import { schemaForm } from '../forms';

export type PasswordChangeValues = { current_password: string; new_password: string };
export const passwordChangeForm = schemaForm<PasswordChangeValues, typeof PasswordChangeBody>(
  PasswordChangeBody,
  {
    refusals: {
      current_password: ['errors:::account::current_password_wrong'],
      new_password: ['errors:::account::password_same'],
    },
  },
);
