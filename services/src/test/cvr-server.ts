// A stand-in for the CVR register on loopback (node:http, 127.0.0.1, a free port), answering as
// cvrapi.dk does (lib/cvr-register/cvrapi.ts): GET /api?search=<cvr>&country=dk gives the company
// of the table the test hands it, {"error":"NOT_FOUND"} for a number not in it. It remembers each
// call (so a test can prove no call was made), and can hang (never answer, for the timeout) or fail
// with a status. Tests set CVR_API_URL (the app's cvrApiUrl) to its `url`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A company as the register holds it; `enddate` set (e.g. '31/12 - 2019') means it has ceased. */
export interface RegisterCompany {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  enddate?: string | null;
  industrycode?: number | null;
  industrydesc?: string | null;
  /** The number the answer names, when not the one asked about (a register answering another company). */
  vat?: string;
}

export interface CvrCall {
  search: string | null;
  country: string | null;
  userAgent: string | undefined;
}

export interface FakeCvrRegister {
  /** The lookup address, for CVR_API_URL. */
  url: string;
  /** The register's companies by CVR number; change it as the test goes. */
  companies: Map<string, RegisterCompany>;
  calls: CvrCall[];
  /** When true, calls are held open and never answered. */
  hang: boolean;
  /** When set, calls answer this HTTP status with an error body. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeCvrRegister(
  companies: Record<string, RegisterCompany> = {},
): Promise<FakeCvrRegister> {
  const fake: FakeCvrRegister = {
    url: '',
    companies: new Map(Object.entries(companies)),
    calls: [],
    hang: false,
    failWith: null,
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://register');
    const search = url.searchParams.get('search');
    fake.calls.push({
      search,
      country: url.searchParams.get('country'),
      userAgent: request.headers['user-agent'],
    });
    if (fake.hang) return;
    const answer = (status: number, body: object) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (fake.failWith) return answer(fake.failWith, { error: 'INTERNAL_ERROR' });
    const company =
      request.method === 'GET' && url.pathname === '/api' && search ? fake.companies.get(search) : undefined;
    if (!company) return answer(404, { error: 'NOT_FOUND', t: 0, version: 6 });
    answer(200, {
      vat: Number(company.vat ?? search),
      name: company.name,
      address: company.address,
      zipcode: company.zipcode,
      city: company.city,
      cityname: null,
      protected: false,
      phone: null,
      email: null,
      startdate: '01/01 - 2001',
      enddate: company.enddate ?? null,
      employees: null,
      industrycode: company.industrycode ?? null,
      industrydesc: company.industrydesc ?? null,
      companycode: 80,
      companydesc: 'Anpartsselskab',
      creditstartdate: null,
      creditbankrupt: false,
      creditstatus: null,
      owners: null,
      productionunits: [],
      t: 0,
      version: 6,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      // A hanging call's socket would keep the server open: end them all.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
