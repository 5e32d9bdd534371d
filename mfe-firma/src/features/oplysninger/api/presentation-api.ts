// How the company presents itself: opening times (one value per call, SPEC §3 type/day/val, the
// saved table comes back as html) and the media centre's widget colour (embed code + preview).
import type {
  OpeningTimeBody,
  OpeningTimeReply,
  OpeningTimesBody,
  OpeningTimesReply,
  WidgetColorBody,
  WidgetColorReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const presentationApi = api.injectEndpoints({
  endpoints: (build) => ({
    openingTimesTable: build.query<OpeningTimesReply, OpeningTimesBody>({
      query: (body) => ({ url: '/ajax/firma/openingtimes', method: 'POST', body }),
    }),
    sendOpeningTime: build.mutation<OpeningTimeReply, OpeningTimeBody>({
      query: (body) => ({ url: '/ajax/firma/openingtimes_send', method: 'POST', body }),
    }),
    /** The widget in the colour already saved (saving the same colour again changes nothing). */
    widgetPreview: build.query<WidgetColorReply, WidgetColorBody>({
      query: (body) => ({ url: '/ajax/firma/plagincolor', method: 'POST', body }),
    }),
    widgetColor: build.mutation<WidgetColorReply, WidgetColorBody>({
      query: (body) => ({ url: '/ajax/firma/plagincolor', method: 'POST', body }),
    }),
  }),
});

export const {
  useOpeningTimesTableQuery,
  useSendOpeningTimeMutation,
  useWidgetPreviewQuery,
  useWidgetColorMutation,
} = presentationApi;
