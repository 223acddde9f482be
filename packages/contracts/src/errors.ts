/**
 * Stable error codes, one per line of spec section 8 plus the generic HTTP refusals.
 * The server answers `{ code, message }`; the web looks the message up under
 * `error.<message without dots and apostrophes>` (spec 7, answer handling).
 */
export const errors = {
  // generic
  validation_error: { status: 422, message: 'Please enter the correct value' },
  not_found: { status: 404, message: 'Not found' },
  rate_limited: { status: 429, message: 'Too many requests' },
  internal_error: { status: 500, message: 'Something went wrong, please try again later' },
  // access
  no_access_permission: { status: 403, message: 'No access permission' },
  no_operation_permission: { status: 403, message: 'No permission for this operation' },
  sign_in_required: { status: 401, message: 'Please sign in' },
  cross_site_refused: { status: 403, message: 'Requests from other sites are not accepted' },
  // orders
  order_number_invalid: { status: 422, message: 'Order number invalid' },
  order_not_found: { status: 404, message: 'Order not found' },
  order_not_paid: { status: 409, message: 'Order status is not paid' },
  order_import_invalid: { status: 422, message: 'Some rows are invalid, no order was imported' },
  webhook_signature_invalid: { status: 401, message: 'Webhook signature invalid' },
  webhook_timestamp_stale: { status: 401, message: 'Webhook timestamp outside the allowed window' },
  webhook_not_configured: { status: 503, message: 'Webhook secret for this store is not configured' },
  // native store webhooks (decision 048)
  store_connection_not_found: { status: 404, message: 'Store connection not found' },
  webhook_shop_unknown: { status: 401, message: 'This shop is not connected' },
  webhook_headers_missing: { status: 400, message: 'Webhook headers missing' },
  store_connection_taken: { status: 409, message: 'A store connection with this name or prefix exists' },
  store_delivery_not_replayable: {
    status: 409,
    message: 'Only a failed or unmapped delivery can be replayed',
  },
  // invites
  invite_code_invalid: { status: 404, message: 'Invite code invalid' },
  invite_self: { status: 422, message: 'You cannot use your own invite link' },
  invite_already_used: { status: 409, message: 'You have already been invited' },
  invite_too_late: { status: 409, message: 'Invite links only count when signing up' },
  // number selection
  number_taken: { status: 409, message: 'Number already selected, please pick another' },
  number_already_selected: { status: 409, message: 'You have already selected' },
  number_select_failed: { status: 422, message: 'Select number failed' },
  number_turn_not_open: { status: 409, message: 'It is not your turn to pick yet' },
  // coin and sign-in
  coin_not_enough_to_send: { status: 409, message: 'Not enough MIAO COIN to send' },
  coin_balance_insufficient: { status: 409, message: 'Coin balance insufficient' },
  send_limit_exceeded: { status: 429, message: 'Send limit exceeded' },
  too_many_requests: { status: 429, message: 'Too many requests' },
  wallet_address_not_found: { status: 422, message: 'No wallet has this address' },
  transfer_to_self: { status: 422, message: 'You cannot send coins to your own wallet' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
  },
  coin_type_not_found: { status: 422, message: 'Coin type not found' },
  coin_type_name_taken: { status: 409, message: 'A coin type with this name already exists' },
  finance_period_invalid: {
    status: 422,
    message: 'The period is invalid: the first day must not be after the last, at most 400 days',
  },
  too_many_failed_requests: { status: 429, message: 'Too many failed requests' },
  sms_send_failed: { status: 502, message: 'SMS sending failed' },
  verification_code_invalid: {
    status: 422,
    message: 'Verification code invalid, please check or resend',
  },
  // rewards
  reward_exceeds_coin: { status: 422, message: 'MIAO COIN must exceed the reward offered' },
  reward_exceeds_coin_rewarded: {
    status: 422,
    message: 'MIAO COIN must exceed the amount already rewarded',
  },
  reward_remaining_insufficient: { status: 409, message: 'Remaining reward quantity insufficient' },
  reward_already_sent: { status: 409, message: 'Reward already sent' },
  reward_exists: { status: 409, message: 'This comment has already been rewarded' },
  reward_own_comment: { status: 403, message: 'You cannot reward your own comment' },
  reward_none_to_send: { status: 409, message: 'There are no rewards to send' },
  task_not_closed: { status: 409, message: 'Close the task before sending the rewards' },
  // comments
  comment_deleted: { status: 404, message: 'Comment or reply has been deleted' },
  comment_delete_forbidden: { status: 403, message: 'Not allowed to delete' },
  comment_too_long: { status: 422, message: 'Max 2000 characters' },
  null_character: { status: 422, message: 'Null characters are not allowed' },
  text_unstorable: { status: 422, message: 'This text contains characters that cannot be saved' },
  replies_disabled: { status: 403, message: 'The task has disabled the reply function' },
  // devices
  device_not_found: {
    status: 404,
    message: 'Device not found, please check the SN code and channel and beware of counterfeits',
  },
  captcha_failed: { status: 422, message: 'Slide captcha failed' },
  // spec 8 "too many requests", said of the day's SN checks (decision 043)
  device_verify_address_limit: {
    status: 429,
    message: 'Too many SN checks from your network today, please try again tomorrow',
  },
  device_verify_sn_limit: {
    status: 429,
    message: 'This SN code has been checked too many times today, please try again tomorrow',
  },
  device_import_invalid: { status: 422, message: 'Some rows are invalid, no device was imported' },
  // tasks and votes
  task_inaccessible: { status: 404, message: 'Task deleted or inaccessible' },
  vote_not_started: { status: 409, message: 'Voting has not started' },
  vote_ended: { status: 409, message: 'Vote ended' },
  vote_results_shown: { status: 409, message: 'Voting is over: the results are shown' },
  vote_max_choices: { status: 422, message: 'Maximum choices reached' },
  vote_own_task: { status: 403, message: 'The originator cannot vote' },
  task_hourly_limit: { status: 429, message: 'Only one task can be created per hour' },
  task_closed: { status: 409, message: 'The task is closed' },
  vote_already_cast: { status: 409, message: 'You have already voted' },
  vote_disabled: { status: 422, message: 'Voting is not enabled for this task' },
  task_batch_invalid: { status: 422, message: 'Some rows are invalid, nothing was saved' },
  // customisation
  custom_time_expired: {
    status: 409,
    message: 'The customization time has expired and cannot be customized',
  },
  custom_order_missing: {
    status: 404,
    message: 'You do not have customized order, please go to the mall to purchase first',
  },
  custom_middle_missing: {
    status: 422,
    message: 'You have not customized the middle area, please finish editing and submit',
  },
  custom_left_missing: {
    status: 422,
    message: 'You have not customized the left area, please finish editing and submit',
  },
  custom_right_missing: {
    status: 422,
    message: 'You have not customized the right area, please finish editing and submit',
  },
  // draw and codes
  code_not_found: { status: 404, message: 'Code not found' },
  activity_ended: { status: 409, message: 'Activity ended' },
  draw_not_drawn: { status: 409, message: 'The draw has not taken place yet' },
  draw_not_won: { status: 409, message: 'This order did not win a prize' },
  draw_already_claimed: { status: 409, message: 'This prize has already been claimed' },
  draw_code_used: { status: 409, message: 'This code has already been used' },
  draw_slug_taken: { status: 409, message: 'A draw with this address already exists' },
  // downloads and uploads
  download_failed: { status: 404, message: 'Download failed' },
  upload_failed: { status: 422, message: 'Upload failed' },
  upload_size_exceeded: { status: 413, message: 'Upload file size exceeds limit' },
  upload_type_invalid: { status: 415, message: 'Upload file type is not supported' },
  upload_signature_invalid: { status: 403, message: 'Upload signature is invalid or expired' },
  // product media (decision 050)
  media_type_invalid: { status: 415, message: 'Product media must be a PNG or JPEG photo or an MP4 video' },
  media_too_large: { status: 413, message: 'Product media file is too large' },
  media_alt_required: { status: 422, message: 'Alt text is required in both languages' },
  media_poster_required: { status: 422, message: 'A video needs a poster image' },
  media_captions_invalid: { status: 422, message: 'Captions must be a WebVTT file' },
  media_limit_reached: { status: 409, message: 'This product has the most media it may have' },
  // fields
  input_error_email: { status: 422, message: 'Please enter the correct e-mail' },
  input_error_mobile: { status: 422, message: 'Please enter the correct mobile number' },
  nickname_required: { status: 422, message: 'Please enter the correct nickname' },
  avatar_type_invalid: { status: 422, message: 'Avatar must be a JPG or PNG image' },
  // member profiles (issue 35, decision 062)
  bio_too_long: { status: 422, message: 'The bio can be at most 200 characters' },
  profile_link_invalid: { status: 422, message: 'A link must be an https address with a host' },
  profile_links_too_many: { status: 422, message: 'At most 3 links' },
  redirect_invalid: { status: 422, message: 'Redirect must stay on this site' },
  // brand site (issue 5)
  share_not_configured: { status: 503, message: 'Share signing is not configured' },
  share_url_invalid: { status: 422, message: 'The shared page must be on this site' },
  share_sign_failed: { status: 502, message: 'Share signing failed, please try again later' },
  app_version_exists: { status: 409, message: 'This version already exists' },
  short_link_taken: { status: 409, message: 'This short link is already taken' },
  // site links the site embeds (decision 064)
  embed_url_invalid: { status: 422, message: 'The chat widget address must be an https URL' },
  // product settings (issue 18)
  price_range_invalid: {
    status: 422,
    message: 'The lowest price must be set and cannot be above the highest price',
  },
  group_buy_dates_invalid: { status: 422, message: 'The group buy must end after it starts' },
  // chat assistant and speech input (issue 16)
  speech_not_configured: { status: 503, message: 'Speech input is not available' },
  speech_too_long: { status: 422, message: 'The recording is too long' },
  // staff console (decision 025)
  tag_in_use: {
    status: 409,
    message: 'This tag is used by tasks and cannot be deleted, hide it instead',
  },
  category_in_use: {
    status: 409,
    message: 'This category is used by tasks and cannot be deleted, hide it instead',
  },
  grant_batch_invalid: { status: 422, message: 'Some rows are invalid, no coin was granted' },
  staff_self_lockout: {
    status: 409,
    message: 'You cannot deactivate yourself or take yourself out of the staff group',
  },
  speech_failed: { status: 502, message: 'Speech recognition failed, please try again or type' },
  data_factory_not_configured: { status: 503, message: 'The data factory is not connected' },
  data_factory_failed: { status: 502, message: 'The data factory did not answer, please try again' },
  server_busy: { status: 503, message: 'The server is busy, please try again in a moment' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errors;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
}

/** The translation key the web uses for a server message (spec 7). */
export function errorMessageKey(message: string): string {
  return `error.${message.replace(/[.']/g, '')}`;
}
