// What reported files belong to and who uploaded them, in one statement for any number of files:
// the job (its headline), the message (its job's headline and the contact's company), the
// reference job (its title and company) or the company whose logo it is; and the uploading
// account — for a job photo sent by a visitor, the customer who posted the job with it. The
// administrator's list shows it; removing a file tells that account why.
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ReportedFileOwner } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import type { FileRow } from '../../db/queries/files.js';
import {
  companies,
  companyReferences,
  contacts,
  files,
  jobs,
  messages,
  users,
} from '../../db/schema/index.js';

const messageContacts = alias(contacts, 'message_contacts');
const messageJobs = alias(jobs, 'message_jobs');
const messageCompanies = alias(companies, 'message_companies');
const referenceCompanies = alias(companies, 'reference_companies');
const logoCompanies = alias(companies, 'logo_companies');
const uploaders = alias(users, 'uploaders');
const uploaderCompanies = alias(companies, 'uploader_companies');

export interface FileContext {
  file: FileRow;
  owner: ReportedFileOwner;
  /** The headline of the job the file is about (a job's photo, a message's file), else null. */
  jobHeadline: string | null;
  /** The uploading account (see the header), its role and the name shown for it (a company's name). */
  uploader: { id: number; role: string; name: string } | null;
}

/** The context of each file by its id; a file that does not exist is not in the map. */
export async function fileContexts(db: Queryable, fileIds: number[]): Promise<Map<number, FileContext>> {
  const result = new Map<number, FileContext>();
  if (fileIds.length === 0) return result;
  const rows = await db
    .select({
      file: files,
      job_headline: jobs.headline,
      message_job_id: messageJobs.id,
      message_job_headline: messageJobs.headline,
      message_company_id: messageCompanies.id,
      message_company_name: messageCompanies.name,
      reference_title: companyReferences.title,
      reference_company_id: referenceCompanies.id,
      logo_company_name: logoCompanies.name,
      uploader_id: uploaders.id,
      uploader_role: uploaders.role,
      uploader_name: sql<string | null>`coalesce(${uploaderCompanies.name}, ${uploaders.name})`,
    })
    .from(files)
    .leftJoin(jobs, eq(jobs.id, files.jobId))
    .leftJoin(messages, eq(messages.id, files.messageId))
    .leftJoin(messageContacts, eq(messageContacts.id, messages.contactId))
    .leftJoin(messageJobs, eq(messageJobs.id, messageContacts.jobId))
    .leftJoin(messageCompanies, eq(messageCompanies.id, messageContacts.companyId))
    .leftJoin(companyReferences, eq(companyReferences.id, files.referenceId))
    .leftJoin(referenceCompanies, eq(referenceCompanies.id, companyReferences.companyId))
    .leftJoin(logoCompanies, eq(logoCompanies.id, files.logoCompanyId))
    .leftJoin(uploaders, sql`${uploaders.id} = coalesce(${files.uploaderUserId}, ${jobs.userId})`)
    .leftJoin(uploaderCompanies, eq(uploaderCompanies.userId, uploaders.id))
    .where(inArray(files.id, fileIds))
    .all();
  for (const row of rows) {
    const { file } = row;
    const owner: ReportedFileOwner = {
      purpose: file.purpose,
      title:
        (file.purpose === 'job'
          ? row.job_headline
          : file.purpose === 'reference'
            ? row.reference_title
            : file.purpose === 'logo'
              ? row.logo_company_name
              : row.message_company_name) ?? '',
      job_id: file.jobId ?? row.message_job_id,
      company_id: file.logoCompanyId ?? row.reference_company_id ?? row.message_company_id,
    };
    result.set(file.id, {
      file,
      owner,
      jobHeadline: row.job_headline ?? row.message_job_headline,
      uploader:
        row.uploader_id === null
          ? null
          : { id: row.uploader_id, role: row.uploader_role ?? 'user', name: row.uploader_name ?? '' },
    });
  }
  return result;
}
