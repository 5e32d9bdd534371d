// /firma/find_checked: open jobs of one of the company's categories whose answers include every
// ticked option and reach every number typed, as the same html list as findopgaver (first 50).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FindCheckedBody, HtmlReply } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { OpenJobList } from './html/open-job-list.js';
import { dialectOf, type Dialect } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { all, one } from '../../db/prepared-sql.js';
import { categoryById } from '../../db/queries/categories.js';
import { companyCategories, seenByCompany } from '../../db/queries/job-visibility.js';
import { FIELDS, FROM, inListedCategories, type OpenJobRow } from '../../db/queries/open-jobs/sql.js';

const LIMIT = 50;
/**
 * Seen by the company (open, in the listed categories, addressed to no one else), with every ticked
 * option (@optionCount of them) and, per number pair i, an answer to attribute @attribute<i> of at
 * least @least<i>.
 */
function whereOf(dialect: Dialect, numberPairs: number): string {
  const numbers = Array.from(
    { length: numberPairs },
    (_, i) => `and exists (select 1 from job_attributes ja
    where ja.job_id = j.id and ja.attribute_id = @attribute${i} and ja.number_value >= @least${i})`,
  );
  return `where ${seenByCompany(inListedCategories(dialect))}
  and (select count(distinct ja.option_id) from job_attributes ja
    where ja.job_id = j.id and ${dialect.inIdList('ja.option_id', '@options')}) = @optionCount
  ${numbers.join('\n  ')}`;
}

/** An id as written; one too long for any row (past 2^53) is 0, which no row has, so it matches nothing. */
const idOf = (digits: string): number => {
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : 0;
};

/** "12,15" → [12, 15] (unique); "3:40,5:2" → [[3, 40], [5, 2]]. */
const optionIds = (text: string | undefined): number[] =>
  [...new Set((text ?? '').split(',').filter(Boolean).map(idOf))].slice(0, 50);
const numberMinimums = (text: string | undefined): [number, number][] =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .slice(0, 50)
    .map((pair) => {
      const [attribute, least] = pair.split(':');
      return [idOf(attribute), Number(least)];
    });

export interface CheckedJobsFilter {
  company: number;
  categories: number[];
  /** Answer options every job must have. */
  options: number[];
  /** [attribute id, least number] pairs every job must reach. */
  numbers: [number, number][];
}

/**
 * The open jobs of the categories with every ticked answer, newest first, and how many there are.
 * SQL text: it shares the open-jobs list's fields and joins, binds its id lists as JSON (the
 * dialect's inIdList) and each number pair as parameters of its own; find-checked-rows.test.ts checks its rows against OpenJobRow.
 */
export async function checkedJobs(
  db: Db,
  filter: CheckedJobsFilter,
): Promise<{ total: number; rows: OpenJobRow[] }> {
  const params: Record<string, string | number> = {
    company: filter.company,
    categories: JSON.stringify(filter.categories),
    options: JSON.stringify(filter.options),
    optionCount: filter.options.length,
  };
  filter.numbers.forEach(([attribute, least], i) => {
    params[`attribute${i}`] = attribute;
    params[`least${i}`] = least;
  });
  const WHERE = whereOf(dialectOf(db), filter.numbers.length);
  const total = (await one<{ n: number }>(db, `select count(*) n ${FROM} ${WHERE}`, params))?.n ?? 0;
  const rows = await all<OpenJobRow>(
    db,
    `select ${FIELDS} ${FROM} ${WHERE} order by j.created_at desc, j.id desc limit ${LIMIT}`,
    params,
  );
  return { total, rows };
}

const findCheckedRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/find_checked',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Open jobs of a category by ticked answers',
        body: FindCheckedBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { category, string_attributes, only_numbers_input, value_checked } = request.body;
      if (!(await categoryById(fastify.db, category))) {
        throw new AppError(404, 'fragments-firma:::errors::category_not_found');
      }
      const categories = await companyCategories(fastify.db, companyId, [category]);
      if (categories.length === 0) throw new AppError(403, 'fragments-firma:::bid::not_your_category');
      const filtered = value_checked !== 0;
      const { total, rows } = await checkedJobs(fastify.db, {
        company: companyId,
        categories,
        options: filtered ? optionIds(string_attributes) : [],
        numbers: filtered ? numberMinimums(only_numbers_input) : [],
      });
      return {
        html: renderHtml(
          <OpenJobList
            rows={rows}
            total={total}
            page={1}
            pageSize={Math.max(LIMIT, total)}
            t={fragmentT(request)}
            lang={request.lang}
          />,
        ),
      };
    },
  );
};

export default findCheckedRoute;
