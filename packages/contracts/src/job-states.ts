// The states of a job and of a contact (a company's link to a job), declared once: the contracts'
// schemas and the service's database schema (drizzle-kit reads it through the package's
// `./job-states` entry) both take them from here. Plain lists with no imports, so every loader can
// read the file. Which change is allowed from which state is the service's domain/jobs/ table.

/** 'expired': closed by itself after its open days with no company chosen (its own visible state). */
export const JOB_STATUSES = ['open', 'assigned', 'finished', 'cancelled', 'closed', 'expired'] as const;

export const CONTACT_STATES = [
  'bid',
  'declined',
  'withdrawn',
  'awaiting_confirmation',
  'confirmed',
  'refused',
  'changes_proposed',
  'cancel_pending',
  'cancelled',
  'finished',
] as const;
