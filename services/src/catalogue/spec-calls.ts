// Every call of SPEC §7 at its path and method: the list the catalogue test holds the service to.
// The social calls' network name is omitted in the spec; ours is `facebook`.
export interface SpecCall {
  method: 'GET' | 'POST';
  url: string;
}

const post = (...urls: string[]): SpecCall[] => urls.map((url) => ({ method: 'POST', url }));
const get = (...urls: string[]): SpecCall[] => urls.map((url) => ({ method: 'GET', url }));

export const specCalls: SpecCall[] = [
  // Login and accounts
  ...post('/social/facebook/login'),
  ...get('/social/facebook/recording', '/social/facebook/validation_status'),
  ...post(
    '/bruger/modalformlogin',
    '/bruger/sendmailforgotpassword',
    '/bruger/data_acknowledgment',
    '/firma/data_acknowledgment',
    '/bruger/findemail',
    '/firma/findemail',
  ),
  // Subscriptions and company settings
  ...post(
    '/firma/send_sms_button',
    '/firma/unsubscribe_subscription',
    '/ajax/firma/changes_subscriptions',
    '/ajax/bruger/show_switch_modal',
    '/ajax/bruger2/show_switch_modal_2',
    '/ajax/bruger2/show_switch_modal_3',
    '/ajax/bruger2/show_switch_modal_4',
    '/ajax/firma/notifications_phone',
    '/ajax/firma/plagincolor',
    '/ajax/firma/openingtimes_send',
    '/ajax/firma/openingtimes',
  ),
  // Reviews, e-mails, comments
  ...post(
    '/ajax/firma/comment_new_review',
    '/ajax/firma/sendemailreview',
    '/ajax/firma/sendcoment',
    '/ajax/firma/load_reviews',
    '/ajax/firma/load_publicreview',
    '/ajax/firma/load_friendtestimonials',
  ),
  // Invitations, messages, job status (user side)
  ...post(
    '/ajax/bruger/modalopenjob',
    '/bruger/invite_company_by_email',
    '/ajax/bruger2/message_modal',
    '/ajax/bruger/changejobstatus',
    '/opgave/new_message',
    '/ajax/opgave/modal_info_mobil',
    '/ajax/bruger/modal_list',
    '/ajax/bruger/show_check',
    '/bruger/companymodalamountattr',
    '/bruger/complaintsend',
    '/bruger/ajaxpagebestil',
    '/bruger/createpersonalizedwork',
    '/ajax/bruger/search_category',
    '/bruger/update_icon_idea',
    '/sogeagenter/get_attributes_form_markup',
  ),
  ...get('/opgave/get_auto_models'),
  // Company jobs, bids, support
  ...post('/firma/vundne_tab2', '/firma/search_city_category'),
  ...get('/ajax/firma/findopgaver', '/ajax/firma/calendar_event_company'),
  ...post(
    '/ajax/firma/sendtiketstatus',
    '/ajax/firma/infocategoryscore',
    '/firma/modal_discription_job',
    '/firma/find_checked',
    '/firma/modal_prise_read',
    '/firma/send_support_message',
    '/firma/modal_support_messages',
    '/firma/message_modal',
    '/ajax/firma/modal_bid',
    '/ajax/firma/delete_cancel_message',
    '/ajax/firma/show_cancel_message',
    '/ajax/firma/update_balans_company',
    '/ajax/firma/refused_to_work',
  ),
  // Bookings and contracts (company sidebar)
  ...post(
    '/bruger2/show_message_modal',
    '/bruger2/update_number_red_dot',
    '/firma2/get_dine_bookinger',
    '/firma2/get_dine_bookinger_pagination',
    '/firma/refuse_job',
    '/firma/confirm_job',
    '/firma/save_contract_changes',
    '/ajax/firma/get_my_contract_by_job_id',
  ),
];
