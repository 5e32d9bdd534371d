// The chosen company answers a won job (SPEC §4 "Won job"): confirm, refuse, or propose contract
// changes. One IMMEDIATE transaction each; the UPDATE names the state it leaves, so of many
// parallel calls exactly one changes the contact and the others get 409.
import type { Db } from '../../db/open.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../company-jobs/format.js';
import { run } from '../company-jobs/prepared.js';
import { ownContact, type OwnContact } from '../company-jobs/queries.js';
import { CHANGEABLE_STATES, DECIDABLE_STATE } from './rules.js';

/** The company's contact it is chosen on; 404 for another's contact, 409 when it is not chosen. */
function chosenOwnContact(db: Db, companyId: number, contactId: number): OwnContact {
  const contact = ownContact(db, companyId, contactId);
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
  if (contact.is_winner !== 1) throw new AppError(409, 'fragments-firma:::errors::not_chosen');
  return contact;
}

/** Why a decision is refused in this state (409). */
function notAwaiting(contact: OwnContact): AppError {
  return new AppError(
    409,
    contact.state === 'confirmed'
      ? 'fragments-firma:::won::already_confirmed'
      : 'fragments-firma:::won::not_awaiting',
  );
}

export function confirmJob(db: Db, companyId: number, contactId: number): OwnContact {
  return db.$client
    .transaction(() => {
      const contact = chosenOwnContact(db, companyId, contactId);
      const changed = run(
        db,
        `update contacts set state = 'confirmed', company_seen_selection = 1
         where id = @contact and company_id = @company and is_winner = 1 and state = @from`,
        { contact: contactId, company: companyId, from: DECIDABLE_STATE },
      );
      if (changed === 0) throw notAwaiting(contact);
      return contact;
    })
    .immediate();
}

/** Refused: the contact is no longer the winner and the job is open for another choice. */
export function refuseJob(db: Db, companyId: number, contactId: number): OwnContact {
  return db.$client
    .transaction(() => {
      const contact = chosenOwnContact(db, companyId, contactId);
      const changed = run(
        db,
        `update contacts set state = 'refused', is_winner = 0, company_seen_selection = 1
         where id = @contact and company_id = @company and is_winner = 1 and state = @from`,
        { contact: contactId, company: companyId, from: DECIDABLE_STATE },
      );
      if (changed === 0) throw notAwaiting(contact);
      run(db, `update jobs set status = 'open', closed_at = null where id = @job and status = 'assigned'`, {
        job: contact.job_id,
      });
      return contact;
    })
    .immediate();
}

export function proposeChanges(db: Db, companyId: number, contactId: number, message: string): OwnContact {
  return db.$client
    .transaction(() => {
      const contact = chosenOwnContact(db, companyId, contactId);
      if (!CHANGEABLE_STATES.includes(contact.state)) throw notAwaiting(contact);
      const changed = run(
        db,
        `update contacts set state = 'changes_proposed', company_seen_selection = 1
         where id = @contact and company_id = @company and is_winner = 1 and state = @from`,
        { contact: contactId, company: companyId, from: contact.state },
      );
      if (changed === 0) throw notAwaiting(contact);
      run(
        db,
        'insert into contract_changes (contact_id, message, created_at) values (@contact, @message, @now)',
        {
          contact: contactId,
          message,
          now: nowSeconds(),
        },
      );
      return contact;
    })
    .immediate();
}
