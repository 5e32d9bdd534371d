// The administrators' own calls (issue 33): the second factor (GET /api/admin/totp, a new secret,
// its confirmation with the first code, the code of a login), the administrators and their
// invitation, what one may do to another (reset its second factor, deactivate, reactivate), and
// the audit log. A code that logs the administrator in changes the session: every
// tag is read again, as after the password login.
import type {
  AdminActionReply,
  AdministratorsReply,
  AuditLogQuery,
  AuditLogReply,
  InviteAdminBody,
  TotpCodeBody,
  TotpConfirmReply,
  TotpSecretReply,
  TotpStateReply,
  TotpVerifyReply,
} from '@opgavetorvet/contracts';
import { api, apiTagTypes } from '@opgavetorvet/ui';

/** What one administrator may do to another: the last part of its address. */
export type AdministratorAction = 'nulstil-totp' | 'deaktiver' | 'genaktiver';

export const adminAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    totpState: build.query<TotpStateReply, void>({
      query: () => ({ url: '/api/admin/totp' }),
      keepUnusedDataFor: 0,
    }),
    newTotpSecret: build.mutation<TotpSecretReply, void>({
      query: () => ({ url: '/api/admin/totp/ny', method: 'POST', body: {} }),
    }),
    confirmTotp: build.mutation<TotpConfirmReply, TotpCodeBody>({
      query: (body) => ({ url: '/api/admin/totp/bekraeft', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.type === 'success' ? [...apiTagTypes] : []),
    }),
    verifyTotp: build.mutation<TotpVerifyReply, TotpCodeBody>({
      query: (body) => ({ url: '/api/admin/totp/kode', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.type === 'success' ? [...apiTagTypes] : []),
    }),
    administrators: build.query<AdministratorsReply, void>({
      query: () => ({ url: '/api/admin/administratorer' }),
      keepUnusedDataFor: 0,
    }),
    inviteAdmin: build.mutation<AdminActionReply, InviteAdminBody>({
      query: (body) => ({ url: '/api/admin/administratorer', method: 'POST', body }),
    }),
    changeAdministrator: build.mutation<AdminActionReply, { userId: number; action: AdministratorAction }>({
      query: ({ userId, action }) => ({
        url: `/api/admin/administratorer/${userId}/${action}`,
        method: 'POST',
        body: {},
      }),
    }),
    auditLog: build.query<AuditLogReply, AuditLogQuery>({
      query: (params) => ({
        url: '/api/admin/log',
        params: Object.fromEntries(
          Object.entries(params).filter(([, value]) => value !== '' && value != null),
        ),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useTotpStateQuery,
  useNewTotpSecretMutation,
  useConfirmTotpMutation,
  useVerifyTotpMutation,
  useAdministratorsQuery,
  useInviteAdminMutation,
  useChangeAdministratorMutation,
  useAuditLogQuery,
} = adminAccountsApi;
