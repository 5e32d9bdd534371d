// The company's profile settings (docs/decisions.md "Profile settings"): GET /api/firma/indstillinger
// reads everything back; categories, regions and mail agents are saved as whole sets. The category
// tree and the region names come from the public catalogue calls. Saving categories or regions
// changes which open jobs the company is shown: the cached open-jobs list is asked for again.
import type {
  CategoryDetailReply,
  CategoryTreeReply,
  CompanyCategoriesBody,
  CompanyRegionsBody,
  CompanySettingsReply,
  MailAgentsBody,
  RegionListReply,
  SettingsSavedReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaSettings: build.query<CompanySettingsReply, void>({
      query: () => ({ url: '/api/firma/indstillinger' }),
    }),
    firmaCategoryTree: build.query<CategoryTreeReply, void>({
      query: () => ({ url: '/api/categories' }),
    }),
    /** A category's questions, for a mail agent's answer option. */
    firmaCategoryForm: build.query<CategoryDetailReply, string>({
      query: (slug) => `/api/categories/${encodeURIComponent(slug)}`,
    }),
    firmaRegions: build.query<RegionListReply, void>({
      query: () => ({ url: '/api/regions' }),
    }),
    saveFirmaCategories: build.mutation<SettingsSavedReply, CompanyCategoriesBody>({
      query: (body) => ({ url: '/api/firma/kategorier', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    saveFirmaRegions: build.mutation<SettingsSavedReply, CompanyRegionsBody>({
      query: (body) => ({ url: '/api/firma/regioner', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    saveMailAgents: build.mutation<SettingsSavedReply, MailAgentsBody>({
      query: (body) => ({ url: '/api/firma/soegeagenter', method: 'POST', body }),
    }),
  }),
});

export const {
  useFirmaSettingsQuery,
  useFirmaCategoryTreeQuery,
  useFirmaCategoryFormQuery,
  useFirmaRegionsQuery,
  useSaveFirmaCategoriesMutation,
  useSaveFirmaRegionsMutation,
  useSaveMailAgentsMutation,
} = settingsApi;
