// Subscriptions per profile category (SPEC §4/§7): the plans in force (GET /api/firma/indstillinger),
// the price of a step from its switch modal (show_switch_modal_2/_3/_4: only the price is used,
// the page draws its own dialog), the change itself and the way back to basic.
import type {
  ChangeSubscriptionBody,
  ChangeSubscriptionReply,
  CompanySettingsReply,
  SwitchModalBody,
  SwitchModalReply,
  UnsubscribeBody,
  UnsubscribeReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** Which switch modal describes a step: 2 basic → paid, 3 pro → pro-plus, 4 pro-plus → pro. */
export type SwitchModalNumber = 2 | 3 | 4;

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaSubscriptions: build.query<CompanySettingsReply, void>({
      query: () => ({ url: '/api/firma/indstillinger' }),
    }),
    switchModal: build.query<SwitchModalReply, SwitchModalBody & { modal: SwitchModalNumber }>({
      query: ({ modal, ...body }) => ({
        url: `/ajax/bruger2/show_switch_modal_${modal}`,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    changeSubscription: build.mutation<ChangeSubscriptionReply, ChangeSubscriptionBody>({
      query: (body) => ({ url: '/ajax/firma/changes_subscriptions', method: 'POST', body }),
    }),
    unsubscribe: build.mutation<UnsubscribeReply, UnsubscribeBody>({
      query: (body) => ({ url: '/firma/unsubscribe_subscription', method: 'POST', body }),
    }),
  }),
});

export const {
  useFirmaSubscriptionsQuery,
  useSwitchModalQuery,
  useChangeSubscriptionMutation,
  useUnsubscribeMutation,
} = subscriptionsApi;
