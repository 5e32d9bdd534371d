// The edit form of a job without offers asks the category's questions again, filled in with the
// job's answers (issue 32): the job's control gives the questions while the job can be edited (none
// after the first offer), the job page says what each answer was (the option, number or car model),
// an edit that sends the answers back keeps them, and a required question left unanswered is
// refused with its name, which the form shows at that question.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobControlReply, JobPageReply } from '@opgavetorvet/contracts';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { sqlInsert, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let carQuestion: number;
let volvo: number;

beforeAll(async () => {
  app = await buildTestApp();
  w = await buildCompanyWorld(app);
  carQuestion = await sqlInsert(
    app.db,
    `insert into category_attributes (category_id, name, kind, required) values (?, 'Bilmodel', 'car_model', 1)`,
    w.cat.mekaniker,
  );
  volvo = await sqlInsert(app.db, `insert into car_models (make, model) values ('Volvo', 'V70')`);
});
afterAll(() => app.close());

const control = async (jobId: number) =>
  (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}/styring`)).json<JobControlReply>();
const page = async (jobId: number) =>
  (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json<JobPageReply>();
const answer = (jobId: number, attributeId: number, column: string, value: number) =>
  sqlRun(
    app.db,
    `insert into job_attributes (job_id, attribute_id, ${column}) values (?, ?, ?)`,
    jobId,
    attributeId,
    value,
  );

describe("the edit form's questions and answers", () => {
  it("gives the category's questions while the job can be edited, and none after the first offer", async () => {
    const jobId = await addJob(w);
    expect((await control(jobId)).questions).toEqual([
      { id: w.cat.areaAttr, name: 'Areal', kind: 'number', unit: 'm²', required: false, options: [] },
      {
        id: w.cat.woodAttr,
        name: 'Træsort',
        kind: 'checkbox',
        unit: null,
        required: false,
        options: [
          { id: w.cat.oak, label: 'Eg' },
          { id: w.cat.pine, label: 'Fyr' },
        ],
      },
    ]);
    await addContact(w, jobId, w.firma.companyId!);
    expect(await control(jobId)).toMatchObject({ can_edit: false, questions: [] });
  });

  it('the job page says what each answer was, and an edit sending them back keeps them', async () => {
    const jobId = await addJob(w);
    await answer(jobId, w.cat.areaAttr, 'number_value', 20);
    await answer(jobId, w.cat.woodAttr, 'option_id', w.cat.oak);
    await answer(jobId, w.cat.woodAttr, 'option_id', w.cat.pine);
    const rows = (await page(jobId)).attributes;
    expect(rows).toEqual([
      { ...common(w.cat.areaAttr, 'Areal', 'm²'), value: '20', number_value: 20 },
      { ...common(w.cat.woodAttr, 'Træsort', null), value: 'Eg', option_id: w.cat.oak },
      { ...common(w.cat.woodAttr, 'Træsort', null), value: 'Fyr', option_id: w.cat.pine },
    ]);
    const edited = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Ny terrasse i eg',
      description: 'Større terrasse',
      attributes: [
        { attribute_id: w.cat.areaAttr, number_value: 30 },
        { attribute_id: w.cat.woodAttr, option_id: w.cat.pine },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page(jobId)).attributes.map((row) => [row.attribute_id, row.value])).toEqual([
      [w.cat.areaAttr, '30'],
      [w.cat.woodAttr, 'Fyr'],
    ]);
  });

  it("names the car model answered, with the model's id", async () => {
    const jobId = await addJob(w, { categoryId: w.cat.mekaniker });
    await answer(jobId, carQuestion, 'car_model_id', volvo);
    expect((await page(jobId)).attributes).toEqual([
      { ...common(carQuestion, 'Bilmodel', null), value: 'Volvo V70', car_model_id: volvo },
    ]);
    expect((await control(jobId)).questions).toEqual([
      { id: carQuestion, name: 'Bilmodel', kind: 'car_model', unit: null, required: true, options: [] },
    ]);
  });

  it('refuses a required question left unanswered with its name, and changes nothing', async () => {
    const jobId = await addJob(w, { categoryId: w.cat.mekaniker, headline: 'Nye bremser' });
    await answer(jobId, carQuestion, 'car_model_id', volvo);
    const refused = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Nye bremser og dæk',
      description: 'Bremser',
      attributes: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Besvar venligst: Bilmodel');
    const after = await page(jobId);
    expect(after.job.headline).toBe('Nye bremser');
    expect(after.attributes).toHaveLength(1);
  });
});

/** An answer row with nothing answered yet: each test names what was. */
function common(attributeId: number, name: string, unit: string | null) {
  return { attribute_id: attributeId, name, unit, option_id: null, number_value: null, car_model_id: null };
}
