// Walks the table of the job's and the contact's life (transitions.ts): every change the handlers
// check is tried from every state through the function the handlers call, on a fresh job; from a
// state the table allows it succeeds and leaves the table's state, from any other it is refused
// with the key the table names (the reply the handlers have always given) and changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_STATES,
  JOB_STATUSES,
  cancellations,
  contacts,
  jobs,
  type ContactState,
} from '../../db/schema/index.js';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  now,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { AppError } from '../../errors.js';
import { buildTestApp } from '../../test/helpers.js';
import { declineBid, placeBid, withdrawBid } from './bids.js';
import { decideCancellation } from './cancellation-decision.js';
import { chooseSupplier } from './choose-supplier.js';
import { finishJob, requestCancel, undoCancel } from './endings.js';
import { expireJobs, reopenExpiredJob } from './expiry.js';
import {
  CHOSEN_STATES,
  CONTACT_TRANSITIONS,
  JOB_TRANSITIONS,
  contactMayMove,
  contactRefusal,
  type ContactTransition,
} from './transitions.js';
import { confirmWonJob, proposeContractChanges, refuseWonJob } from './won-answers.js';
import { reopenWithdrawnJob, withdrawJob } from './withdraw.js';
import { removeJobByAdmin, restoreJobByAdmin } from './admin-removal.js';

let app: FastifyInstance;
let world: CompanyWorld;

beforeAll(async () => {
  app = await buildTestApp();
  world = await buildCompanyWorld(app);
});
afterAll(() => app.close());

const company = () => ({ id: world.firma.companyId!, name: 'Firma' });
const contactState = async (id: number) =>
  (await app.db.select({ state: contacts.state }).from(contacts).where(eq(contacts.id, id)).get())!.state;
const jobStatus = async (id: number) =>
  (await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).get())!.status;

interface Case {
  jobId: number;
  contactId: number;
  bidId: number;
}

/** A job of the world's customer with the company's contact in `state` (none for null). */
async function caseIn(state: ContactState | null, winner: boolean): Promise<Case> {
  const jobId = await addJob(world);
  if (state === null) return { jobId, contactId: 0, bidId: 0 };
  return { jobId, ...(await addContact(world, jobId, company().id, { state, winner })) };
}

/** A pending cancel request on the contact, made while it was 'confirmed'. */
const pendingRequest = async (contactId: number) =>
  (
    await app.db
      .insert(cancellations)
      .values({ contactId, text: 'Syg.', optionSelect: 4, previousState: 'confirmed' })
      .returning({ id: cancellations.id })
      .get()
  ).id;

/** Each checked contact change as its handlers run it, and whether the contact is the chosen one. */
const RUNS: Record<
  Exclude<ContactTransition, 'decline_bid' | 'give_way'>,
  { winner: boolean; run: (c: Case) => Promise<unknown>; before?: Partial<Record<ContactState, string>> }
> = {
  place_bid: { winner: false, run: (c) => placeBid(app, company(), { job_id: c.jobId, amount: 1000 }) },
  withdraw_bid: {
    winner: false,
    run: (c) => withdrawBid(app.db, company().id, c.bidId),
    // A withdrawn contact's bid is withdrawn already: the bid answers before its contact's state.
    before: { withdrawn: 'fragments-firma:::bid::already_withdrawn' },
  },
  // Not the winner (the job is open): one chosen already answers that it is chosen before its state.
  choose_supplier: {
    winner: false,
    run: (c) =>
      chooseSupplier(app, {
        userId: world.customer.id,
        jobId: c.jobId,
        contactId: c.contactId,
        headline: 'Opgave',
        systemText: 'Valgt.',
      }),
  },
  confirm: { winner: true, run: (c) => confirmWonJob(app, company(), c.contactId) },
  refuse: { winner: true, run: (c) => refuseWonJob(app, company(), c.contactId) },
  propose_changes: {
    winner: true,
    run: (c) => proposeContractChanges(app, company(), c.contactId, 'Ny dato.'),
  },
  finish: { winner: true, run: (c) => finishJob(app, company(), c.jobId, 10000, '100,00') },
  request_cancel: {
    winner: true,
    run: (c) =>
      requestCancel(app, company(), c.jobId, { text: 'Syg.', option: 4, newOne: false, appointmentAt: null }),
  },
  undo_cancel: {
    winner: true,
    run: async (c) => {
      if ((await contactState(c.contactId)) === 'cancel_pending') await pendingRequest(c.contactId);
      await undoCancel(app, company(), c.contactId);
    },
  },
  approve_cancel: {
    winner: true,
    run: async (c) => {
      const id = await pendingRequest(c.contactId);
      await decideCancellation(app, { id, approve: true, reason: 'Ok.', adminId: world.customer.id });
    },
  },
  reject_cancel: {
    winner: true,
    run: async (c) => {
      const id = await pendingRequest(c.contactId);
      await decideCancellation(app, { id, approve: false, reason: 'Nej.', adminId: world.customer.id });
    },
  },
};

/** The outcome of a run: the state it left, or the key it was refused with. */
async function outcome(run: () => Promise<unknown>): Promise<{ refused?: string }> {
  try {
    await run();
    return {};
  } catch (error) {
    if (error instanceof AppError) return { refused: error.key };
    throw error;
  }
}

describe("the contact's changes", () => {
  for (const [name, { winner, run, before }] of Object.entries(RUNS) as [
    ContactTransition,
    (typeof RUNS)['confirm'],
  ][]) {
    const transition = CONTACT_TRANSITIONS[name];
    const states: (ContactState | null)[] =
      name === 'place_bid' ? [null, ...CONTACT_STATES] : [...CONTACT_STATES];
    it(`${name}: allowed from ${transition.from.map(String).join(', ')}, refused from every other state`, async () => {
      for (const state of states) {
        const c = await caseIn(state, winner);
        const result = await outcome(() => run(c));
        if (contactMayMove(name, state)) {
          expect({ state, ...result }).toEqual({ state });
          const after = await app.db
            .select({ state: contacts.state })
            .from(contacts)
            .where(eq(contacts.jobId, c.jobId))
            .get();
          // 'before_request': the state kept on the request (pendingRequest keeps 'confirmed').
          expect(after?.state).toBe(transition.to === 'before_request' ? 'confirmed' : transition.to);
        } else {
          const key = (state && before?.[state]) ?? contactRefusal(name, state).key;
          expect({ state, ...result }).toEqual({ state, refused: key });
          if (state !== null) expect(await contactState(c.contactId)).toBe(state);
        }
      }
    });
  }
});

describe('the chosen states', () => {
  it('are where choosing a company leads and every state the table moves on to from there', () => {
    expect([...CHOSEN_STATES].sort()).toEqual(
      [
        'awaiting_confirmation',
        'cancel_pending',
        'cancelled',
        'changes_proposed',
        'confirmed',
        'finished',
        'refused',
      ].sort(),
    );
  });
});

describe("the job's changes", () => {
  it(`reopen_expired: allowed from ${JOB_TRANSITIONS.reopen_expired.from.join(', ')}, refused otherwise`, async () => {
    for (const status of JOB_STATUSES) {
      const jobId = await addJob(world, { status });
      const result = await outcome(() => reopenExpiredJob(app.db, jobId, world.customer.id, now()));
      if ((JOB_TRANSITIONS.reopen_expired.from as readonly string[]).includes(status)) {
        expect({ status, ...result }).toEqual({ status });
        expect(await jobStatus(jobId)).toBe('open');
      } else {
        expect({ status, ...result }).toEqual({ status, refused: 'errors:::job_not_expired' });
        expect(await jobStatus(jobId)).toBe(status);
      }
    }
  });

  it(`withdraw: allowed from ${JOB_TRANSITIONS.withdraw.from.join(', ')}, refused otherwise`, async () => {
    for (const status of JOB_STATUSES) {
      const jobId = await addJob(world, { status });
      const result = await outcome(() =>
        withdrawJob(app, jobId, world.customer.id, { reason: 'no_longer_needed' }, now()),
      );
      const allowed = (JOB_TRANSITIONS.withdraw.from as readonly string[]).includes(status);
      expect({ status, ...result }).toEqual(
        allowed ? { status } : { status, refused: 'errors:::job_not_withdrawable' },
      );
      expect(await jobStatus(jobId)).toBe(allowed ? JOB_TRANSITIONS.withdraw.to : status);
    }
  });

  it('reopen_withdrawn: only a job withdrawn within 30 days, never a cancelled one that was not withdrawn', async () => {
    const withdrawn = await addJob(world);
    await withdrawJob(app, withdrawn, world.customer.id, { reason: 'too_expensive' }, now());
    const cancelled = await addJob(world, { status: 'cancelled' });
    const late = await addJob(world);
    await withdrawJob(app, late, world.customer.id, { reason: 'too_expensive' }, now() - 31 * 24 * 60 * 60);
    const reopen = (jobId: number) =>
      outcome(() => reopenWithdrawnJob(app.db, jobId, world.customer.id, now()));
    expect(await reopen(withdrawn)).toEqual({});
    expect(await jobStatus(withdrawn)).toBe('open');
    expect(await reopen(cancelled)).toEqual({ refused: 'errors:::job_not_reopenable' });
    expect(await reopen(late)).toEqual({ refused: 'errors:::job_not_reopenable' });
    expect(await jobStatus(late)).toBe('cancelled');
  });

  it(`remove_by_admin: allowed from ${JOB_TRANSITIONS.remove_by_admin.from.join(', ')}, refused otherwise; restore_by_admin gives back the status it had`, async () => {
    // The administrator's changes are the table's, as every other change of a job's status.
    expect(Object.keys(JOB_TRANSITIONS)).toEqual(
      expect.arrayContaining(['remove_by_admin', 'restore_by_admin']),
    );
    const change = (jobId: number) => ({
      jobId,
      adminId: world.customer.id,
      reason: 'Ulovligt indhold.',
      now: now(),
    });
    for (const status of JOB_STATUSES) {
      const jobId = await addJob(world, { status });
      const allowed = (JOB_TRANSITIONS.remove_by_admin.from as readonly string[]).includes(status);
      const result = await outcome(() => removeJobByAdmin(app, change(jobId)));
      expect({ status, ...result }).toEqual(
        allowed ? { status } : { status, refused: 'errors:::job_not_removable' },
      );
      expect(await jobStatus(jobId)).toBe(allowed ? JOB_TRANSITIONS.remove_by_admin.to : status);
      // Only a removed job opens again, and then as it was ('before_removal').
      const restored = await outcome(() => restoreJobByAdmin(app, change(jobId)));
      expect({ status, ...restored }).toEqual(
        allowed ? { status } : { status, refused: 'errors:::job_not_removed' },
      );
      expect(await jobStatus(jobId)).toBe(status);
    }
  });

  it(`expire: leaves only from ${JOB_TRANSITIONS.expire.from.join(', ')} (any other job is left as it is)`, async () => {
    const old = now() - 40 * 24 * 60 * 60;
    const ids = await Promise.all(JOB_STATUSES.map((status) => addJob(world, { status, createdAt: old })));
    await expireJobs(app, now());
    for (const [i, status] of JOB_STATUSES.entries()) {
      const allowed = (JOB_TRANSITIONS.expire.from as readonly string[]).includes(status);
      expect({ status, now: await jobStatus(ids[i]!) }).toEqual({
        status,
        now: allowed ? 'expired' : status,
      });
    }
  });
});

describe("the customer's decline", () => {
  it('declines a bid once; from any other state it is a replay that changes nothing', async () => {
    for (const state of CONTACT_STATES) {
      const c = await caseIn(state, false);
      const contact = {
        contactId: c.contactId,
        companyUserId: world.firma.id,
        headline: 'Opgave',
        companyName: 'Firma',
      };
      const row = await declineBid(app, contact, 'Nej tak.', 'price');
      const allowed = contactMayMove('decline_bid', state);
      expect({ state, declined: row !== undefined }).toEqual({ state, declined: allowed });
      expect(await contactState(c.contactId)).toBe(allowed ? CONTACT_TRANSITIONS.decline_bid.to : state);
    }
  });
});
