// The chosen company ends a won job (SPEC §4): finish with the final price, or ask to cancel with
// a reason (awaiting the administrator), or undo that request. Each is one IMMEDIATE transaction
// whose UPDATEs name the state they leave, so a repeated or parallel call changes nothing twice.
import type { Db } from '../../db/open.js';
import type { ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { one, run } from '../../db/prepared-sql.js';
import { CANCELLABLE_STATES, assertCanFinish, type CancelFields } from './rules.js';

export interface ChosenContact {
  contact_id: number;
  job_id: number;
  state: ContactState;
  user_id: number;
  headline: string;
}

/** This company's contact on the job while it is the chosen one; 404 otherwise. */
export function chosenContact(db: Db, companyId: number, jobId: number): ChosenContact {
  const contact = one<ChosenContact>(
    db,
    `select ct.id contact_id, ct.job_id, ct.state, j.user_id, j.headline from contacts ct join jobs j on j.id = ct.job_id
     where ct.job_id = @job and ct.company_id = @company and ct.is_winner = 1`,
    { job: jobId, company: companyId },
  );
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::not_chosen');
  return contact;
}

export interface ReviewRow {
  rating: number;
  title: string;
  text: string;
  author_name: string;
  created_at: number;
}

export type FinishOutcome =
  { finished: true; contact: ChosenContact } | { finished: false; review: ReviewRow };

/** Finishes a confirmed job at the price; a rated job is not finished (its review is returned). */
export function finishJob(db: Db, companyId: number, jobId: number, priceOre: number): FinishOutcome {
  return db.$client
    .transaction((): FinishOutcome => {
      const contact = chosenContact(db, companyId, jobId);
      const review = one<ReviewRow>(
        db,
        'select rating, title, text, author_name, created_at from reviews where contact_id = @contact',
        { contact: contact.contact_id },
      );
      if (review) return { finished: false, review };
      assertCanFinish(contact.state);
      const now = nowSeconds();
      const changed = run(
        db,
        `update contacts set state = 'finished', finished_price_ore = @price, finished_at = @now
         where id = @contact and state = 'confirmed' and is_winner = 1`,
        { contact: contact.contact_id, price: priceOre, now },
      );
      if (changed === 0) throw new AppError(409, 'fragments-firma:::finish::already_finished');
      run(db, `update jobs set status = 'finished', closed_at = @now where id = @job`, { job: jobId, now });
      return { finished: true, contact };
    })
    .immediate();
}

/** Records a pending cancel request and sets the contact 'cancel_pending', keeping its state for undo. */
export function requestCancel(db: Db, companyId: number, jobId: number, fields: CancelFields): ChosenContact {
  return db.$client
    .transaction(() => {
      const contact = chosenContact(db, companyId, jobId);
      if (contact.state === 'cancel_pending')
        throw new AppError(409, 'fragments-firma:::cancel::already_pending');
      if (!CANCELLABLE_STATES.includes(contact.state))
        throw new AppError(409, 'fragments-firma:::cancel::not_possible');
      const now = nowSeconds();
      run(
        db,
        `insert into cancellations (contact_id, text, option_select, option_new_one, appointment_at, status, previous_state, created_at)
         values (@contact, @text, @option, @newOne, @appointment, 'pending', @previous, @now)`,
        {
          contact: contact.contact_id,
          text: fields.text,
          option: fields.option,
          newOne: fields.newOne ? 1 : 0,
          appointment: fields.appointmentAt,
          previous: contact.state,
          now,
        },
      );
      const changed = run(
        db,
        `update contacts set state = 'cancel_pending' where id = @contact and state = @previous`,
        {
          contact: contact.contact_id,
          previous: contact.state,
        },
      );
      if (changed === 0) throw new AppError(409, 'fragments-firma:::cancel::already_pending');
      return contact;
    })
    .immediate();
}

/** Withdraws the pending cancel request of the company's own contact; the contact's state returns. */
export function undoCancel(db: Db, companyId: number, contactId: number): ContactState {
  return db.$client
    .transaction(() => {
      const pending = one<{ id: number; previous_state: ContactState }>(
        db,
        `select x.id, x.previous_state from cancellations x join contacts ct on ct.id = x.contact_id
         where x.contact_id = @contact and ct.company_id = @company and x.status = 'pending'`,
        { contact: contactId, company: companyId },
      );
      if (!pending) {
        const own = one(db, 'select 1 x from contacts where id = @contact and company_id = @company', {
          contact: contactId,
          company: companyId,
        });
        throw own
          ? new AppError(409, 'fragments-firma:::cancel::nothing_pending')
          : new AppError(404, 'fragments-firma:::errors::contact_not_found');
      }
      const now = nowSeconds();
      run(
        db,
        `update cancellations set status = 'withdrawn', decided_at = @now where id = @id and status = 'pending'`,
        { id: pending.id, now },
      );
      run(db, `update contacts set state = @previous where id = @contact and state = 'cancel_pending'`, {
        contact: contactId,
        previous: pending.previous_state,
      });
      return pending.previous_state;
    })
    .immediate();
}
