// "Anmeld billede" (issue 30) and the administrator's queue of reported photos and files (issue 33):
// anyone who may see a stored file may report it with a reason; the administrator sees one item per
// reported file with every report's reason, and either removes the file (with a reason the uploader
// is told, audit-logged) or dismisses the reports (the file stays, audit-logged).
import { Type, type Static } from 'typebox';
import { LiteralUnion } from './common.js';
import { FilePurpose, StoredFile } from './files.js';

/** Reports one account (or, for a visitor, one address) may send in a day. */
export const FILE_REPORTS_PER_DAY = 20;
/** The reason the administrator gives for removing a file (the uploader reads it). */
export const FILE_REMOVAL_REASON_MAX = 500;

/** Where a reported item stands: waiting for the administrator, or decided either way. */
export const FILE_REPORT_STATES = ['open', 'removed', 'dismissed'] as const;
export type FileReportState = (typeof FILE_REPORT_STATES)[number];

/** GET /api/admin/billeder?status=open|decided (open: oldest report first; decided: newest decision first). */
export const FileReportsQuery = Type.Object(
  { status: Type.Optional(LiteralUnion(['open', 'decided'] as const)) },
  { additionalProperties: false },
);
export type FileReportsQuery = Static<typeof FileReportsQuery>;

/** One report of a file: why, by whom (null for a visitor) and when. */
export const FileReportEntry = Type.Object({
  reason: Type.String(),
  reporter_name: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer({ description: 'unix seconds' }),
});
export type FileReportEntry = Static<typeof FileReportEntry>;

/** What the reported file belongs to, for the administrator's context (and a link where there is one). */
export const ReportedFileOwner = Type.Object({
  purpose: FilePurpose,
  /** The job's headline, the reference job's title, or the company's name (logo; a message's company). */
  title: Type.String(),
  job_id: Type.Union([Type.Integer(), Type.Null()]),
  company_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReportedFileOwner = Static<typeof ReportedFileOwner>;

/** One reported file with all its reports. `file` is null once it has been removed (its bytes are gone). */
export const ReportedFile = Type.Object({
  key: Type.String(),
  file: Type.Union([StoredFile, Type.Null()]),
  caption: Type.Union([Type.String(), Type.Null()]),
  owner: ReportedFileOwner,
  /** Who uploaded it: the customer's or the company's name. */
  uploader_name: Type.Union([Type.String(), Type.Null()]),
  state: LiteralUnion(FILE_REPORT_STATES),
  reports: Type.Array(FileReportEntry),
  /** The decision, once made: the administrator's name, the removal reason (null for a dismissal), when. */
  decided_by: Type.Union([Type.String(), Type.Null()]),
  decision_reason: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReportedFile = Static<typeof ReportedFile>;

export const FileReportsReply = Type.Object({ files: Type.Array(ReportedFile) });
export type FileReportsReply = Static<typeof FileReportsReply>;

/** POST /api/admin/billeder/:key/fjern: removes the file; the reason is sent to the uploader. */
export const RemoveReportedFileBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: FILE_REMOVAL_REASON_MAX }) },
  { additionalProperties: false },
);
export type RemoveReportedFileBody = Static<typeof RemoveReportedFileBody>;

/** The reply of removing or dismissing (POST /api/admin/billeder/:key/afvis): a notice and the item now. */
export const FileReportActionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  file: ReportedFile,
});
export type FileReportActionReply = Static<typeof FileReportActionReply>;
