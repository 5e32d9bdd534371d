// @opgavetorvet/ui/account: the account pages' parts that a customer and a company share (issue 32)
// — 'Skift adgangskode', the notice settings, "Hent mine data" and "Slet min konto", with their
// calls and styles. Apart from the UI kit's singleton (like @opgavetorvet/ui/forms) so that only the
// account pages load it.
import '../styles/account.css';

export { NoticeSettingsSection } from './notice-settings-section';
export { PasswordChangeForm } from './password-change-form';
export { passwordChangeForm } from './password-change-schema';
export { PersonalDataCards, type PersonalDataCardsProps } from './personal-data-cards';
