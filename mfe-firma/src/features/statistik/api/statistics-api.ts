// How the company is doing (issue 31): GET /api/firma/statistik, its offers, won jobs, revenue and
// reply time per month of the last 12 and per category. Read afresh each time the page opens.
import type { CompanyStatisticsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaStatistik: build.query<CompanyStatisticsReply, void>({
      query: () => ({ url: '/api/firma/statistik' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFirmaStatistikQuery } = statisticsApi;
