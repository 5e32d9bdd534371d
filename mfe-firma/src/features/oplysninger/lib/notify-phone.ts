// The SMS notification phone's rule, as the service checks it (contracts' NotificationsPhoneBody):
// a Danish number of 8 digits, '+45' and spaces allowed; shown in pairs ('20 30 40 50').
import { NotificationsPhoneBody } from '@opgavetorvet/contracts';

const pattern: unknown = Reflect.get(NotificationsPhoneBody.properties.phone, 'pattern');
const PATTERN = new RegExp(typeof pattern === 'string' ? pattern : '^$');

/** Whether the typed number may be saved (non-empty and in the service's pattern). */
export const isNotifyPhone = (typed: string): boolean => typed.trim() !== '' && PATTERN.test(typed.trim());

/** '20304050' → '20 30 40 50'; anything else as it is. */
export const phoneInPairs = (digits: string): string =>
  /^\d{8}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : digits;
