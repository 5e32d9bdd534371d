// A company's own settings (SPEC §7 "Subscriptions and company settings"): the SMS to the customer,
// notification phone, widget colour, opening times, profile categories, regions and mail agents.
// Subscriptions per category are in subscriptions.ts.
import { Type, type Static } from 'typebox';
import { Id, SEARCH_TEXT_MAX, ZIP_LENGTH } from './common.js';
import { SubscriptionType } from './subscriptions.js';

/** Unix seconds of a date the company picks; missing or 0 → the spec's SMS text. */
const SmsDate = Type.Integer({ minimum: 1, maximum: 4102444800, 'x-error': 'errors:::sms_dates' });

/** POST /firma/send_sms_button: expected start and end of a won job, texted to the customer. */
export const SendSmsBody = Type.Object(
  { contact_contract_id: Id, start_date: SmsDate, end_date: SmsDate },
  { additionalProperties: false },
);
export type SendSmsBody = Static<typeof SendSmsBody>;

export const SendSmsReply = Type.Object({ success: Type.Boolean() });
export type SendSmsReply = Static<typeof SendSmsReply>;

/** POST /ajax/firma/notifications_phone: 8 digits, optionally +45 and spaces; '' removes it. */
export const NotificationsPhoneBody = Type.Object(
  {
    phone: Type.String({
      maxLength: 20,
      pattern: '^(?:(?:\\+45)? ?(?:[0-9] ?){7}[0-9] ?)?$',
      'x-error': 'errors:::phone',
    }),
  },
  { additionalProperties: false },
);
export type NotificationsPhoneBody = Static<typeof NotificationsPhoneBody>;

export const NotificationsPhoneReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  /** The stored 8 digits, or '' when removed. */
  phone: Type.String(),
});
export type NotificationsPhoneReply = Static<typeof NotificationsPhoneReply>;

/** POST /ajax/firma/plagincolor: the widget colour as #rrggbb (saved on the company). */
export const WidgetColorBody = Type.Object(
  { color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', 'x-error': 'errors:::widget_color' }) },
  { additionalProperties: false },
);
export type WidgetColorBody = Static<typeof WidgetColorBody>;

export const WidgetColorReply = Type.Object({
  /** The embed code to copy, as plain text for a textarea (never insert it as HTML). */
  taxteria: Type.String(),
  /** The rendered widget preview in that colour. */
  html: Type.String(),
});
export type WidgetColorReply = Static<typeof WidgetColorReply>;

export const OpeningTimeType = Type.Union([
  Type.Literal('open'),
  Type.Literal('close'),
  Type.Literal('closed'),
]);
export type OpeningTimeType = Static<typeof OpeningTimeType>;

/**
 * POST /ajax/firma/openingtimes_send. open/close: val 'HH:MM'; closed: val '1' (closed all day)
 * or '0' (open again). day 1 = Monday … 7 = Sunday.
 */
export const OpeningTimeBody = Type.Object(
  {
    type: OpeningTimeType,
    day: Type.Integer({ minimum: 1, maximum: 7 }),
    val: Type.String({
      pattern: '^(?:[01][0-9]:[0-5][0-9]|2[0-3]:[0-5][0-9]|[01])$',
      'x-error': 'errors:::opening_time_invalid',
    }),
  },
  { additionalProperties: false },
);
export type OpeningTimeBody = Static<typeof OpeningTimeBody>;

/** The saved opening times as a table (html), so the page can replace its preview. */
export const OpeningTimeReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  html: Type.String(),
});
export type OpeningTimeReply = Static<typeof OpeningTimeReply>;

/** POST /ajax/firma/openingtimes (public: profiles are public). */
export const OpeningTimesBody = Type.Object({ company_id: Id }, { additionalProperties: false });
export type OpeningTimesBody = Static<typeof OpeningTimesBody>;

/** The opening times as an html table in the request's language. */
export const OpeningTimesReply = Type.Object({ html: Type.String() });
export type OpeningTimesReply = Static<typeof OpeningTimesReply>;

/** POST /api/firma/kategorier: the profile's categories; at most two top-level categories in all. */
export const CompanyCategoriesBody = Type.Object(
  { category_ids: Type.Array(Id, { minItems: 1, maxItems: 60, 'x-error': 'errors:::categories_required' }) },
  { additionalProperties: false },
);
export type CompanyCategoriesBody = Static<typeof CompanyCategoriesBody>;

/** POST /api/firma/regioner: the regions the company works in. */
export const CompanyRegionsBody = Type.Object(
  { region_ids: Type.Array(Id, { minItems: 1, maxItems: 20, 'x-error': 'errors:::regions_required' }) },
  { additionalProperties: false },
);
export type CompanyRegionsBody = Static<typeof CompanyRegionsBody>;

export const MailAgent = Type.Object(
  {
    category_id: Id,
    region_id: Type.Optional(Type.Union([Id, Type.Null()])),
    zip: Type.Optional(
      Type.Union([Type.String({ pattern: '^([0-9]{4})?$', maxLength: ZIP_LENGTH }), Type.Null()], {
        'x-error': 'errors:::zip',
      }),
    ),
    /** Words that must all be in a new job's title, text or category ('' or null: any job). */
    words: Type.Optional(Type.Union([Type.String({ maxLength: SEARCH_TEXT_MAX }), Type.Null()])),
    /** An answer the job must have: an option of one of the category's questions (null: any job). */
    option_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type MailAgent = Static<typeof MailAgent>;

/** POST /api/firma/soegeagenter: replaces the company's mail agents (sogeagenter); [] removes all. */
export const MailAgentsBody = Type.Object(
  { agents: Type.Array(MailAgent, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type MailAgentsBody = Static<typeof MailAgentsBody>;

export const SettingsSavedReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type SettingsSavedReply = Static<typeof SettingsSavedReply>;

export const OpeningTimeRow = Type.Object({ day: Type.Integer(), type: OpeningTimeType, val: Type.String() });

/** GET /api/firma/indstillinger: everything the settings pages show, read back. */
export const CompanySettingsReply = Type.Object({
  category_ids: Type.Array(Type.Integer()),
  region_ids: Type.Array(Type.Integer()),
  mail_agents: Type.Array(
    Type.Object({
      category_id: Type.Integer(),
      region_id: Type.Union([Type.Integer(), Type.Null()]),
      zip: Type.Union([Type.String(), Type.Null()]),
      words: Type.Union([Type.String(), Type.Null()]),
      option_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  subscriptions: Type.Array(
    Type.Object({
      category_id: Type.Integer(),
      category_name: Type.String(),
      type: SubscriptionType,
      /** Unix seconds; null for basic without a paid period. */
      period_ends_at: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  /** The balance in øre (the sum of the balance ledger). */
  balance_ore: Type.Integer(),
  notify_phone: Type.String(),
  widget_color: Type.String(),
  opening_times: Type.Array(OpeningTimeRow),
});
export type CompanySettingsReply = Static<typeof CompanySettingsReply>;

/** POST /sogeagenter/get_attributes_form_markup: the filter form of one category. */
export const AttributesFormBody = Type.Object({ category: Id }, { additionalProperties: false });
export type AttributesFormBody = Static<typeof AttributesFormBody>;

export const AttributesFormReply = Type.Object({
  html: Type.String(),
  /** True for moving categories: a job has a from and a to zip, so the form shows two zip fields. */
  double_zip: Type.Boolean(),
});
export type AttributesFormReply = Static<typeof AttributesFormReply>;
