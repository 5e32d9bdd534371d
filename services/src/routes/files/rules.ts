// Who may upload for what (issue 30): photos for a job by a visitor (attached when it posts the
// job) or a customer; files for a message by a customer or a company; a logo or a reference job's
// photos by a company. A visitor asking for more is told to log in (401), another role is refused (403).
import type { FilePurpose, SessionUser } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

export function checkMayUpload(user: SessionUser | null, purpose: FilePurpose): void {
  if (purpose === 'job') {
    if (user !== null && user.role !== 'user') throw new AppError(403, 'errors:::forbidden');
    return;
  }
  if (user === null) throw new AppError(401, 'errors:::unauthorized');
  const allowed =
    purpose === 'message' ? user.role === 'user' || user.role === 'company' : user.role === 'company';
  if (!allowed || (user.role === 'company' && user.companyId === null))
    throw new AppError(403, 'errors:::forbidden');
}

/** The key an upload is counted under for the daily quota: the account, or a visitor's address. */
export function quotaKey(user: SessionUser | null, address: string): string {
  return user ? `account:${user.id}` : `address:${address}`;
}
