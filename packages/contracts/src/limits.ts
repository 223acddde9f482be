/** Business constants of spec section 9, named once for server and web. */
export const PAGE_SIZE_STORE = 1000;
export const PAGE_SIZE_COMMENTS = 100;
export const PAGE_SIZE_REPLIES = 100;
export const TASK_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const TASK_LIST_DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE = 20;
export const BALANCE_HISTORY_PAGE_SIZE = 20;
export const MENTION_LOOKUP_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export const COMMENT_MAX_HTML = 2000;
export const VOTE_TEXT_MAX = 20;
export const EMAIL_INPUT_MAX = 80;
export const CONTACT_NAME_MAX = 20;
export const WALLET_ADDRESS_MAX = 42;
export const REMARKS_MAX = 42;
export const NUMBER_NOTE_MAX = 128;
export const CUSTOM_TEXT_MAX = 20;
export const NICKNAME_MAX = 20;

export const MOBILE_WIDTH = 1000;
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;
export const MIN_BOOST_WIDTH = 1300;

export const HOME_TOP_PRIORITY = 100;
export const HOME_BOTTOM_PRIORITY_BELOW = 99;

export const SWIPER_SPEED_MS = 600;
export const VOTE_SWIPER_INIT_DELAY_MS = 2000;

export const NOTIFICATION_PREVIEW_MAX = 40;
export const UNREAD_POLL_MS = 100_000;

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REQUEST_TIMEOUT_MS = 60 * 60 * 1000;
export const CHUNK_TIMEOUT_MS = 120_000;

export const TOAST_OFFSET = '25vh';
export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 2000;
export const ERROR_TOAST_DURATION_MS = 5000;
export const UPLOAD_TOAST_DURATION_MS = 60_000;
export const COPY_DELAY_MS = 200;
export const MOBILE_FOCUS_DELAY_MS = 700;

export const DEFAULT_COIN_NAME = 'MIAO COIN';
export const DEFAULT_COIN_ID = 1;

// MIAO COIN ledger (issue 3). Amounts are whole coins; the largest is what JavaScript counts exactly.
export const COIN_NUMBER_MAX = Number.MAX_SAFE_INTEGER;
/** Default of COIN_DAILY_SEND_LIMIT: coins one user may send per coin type per UTC day. */
export const COIN_DAILY_SEND_LIMIT_DEFAULT = 10_000;
/** Default of COIN_TRANSFERS_PER_MINUTE: wallet transfers one user may start per minute. */
export const COIN_TRANSFERS_PER_MINUTE_DEFAULT = 30;
export const IDEMPOTENCY_KEY_MAX = 255;
export const COIN_NAME_MAX = 40;

export const TASK_COVER_SIZE = { width: 800, height: 240 } as const;
export const VOTE_IMAGE_SIZE = { width: 800, height: 540 } as const;

export const NUMBER_PICK_WINDOW_HOURS = 3;
export const CUSTOMISATION_WINDOW_DAYS = 7;
export const TASK_CREATE_INTERVAL_SECONDS = 60 * 60;

// Sign-in (issue: foundation): 6-digit codes, valid 10 minutes, 5 wrong tries per code.
// The throttles slow a stranger and cap the mail an address receives, never the owner
// (docs/decisions/042): a code can be used only by the browser (or, without its device cookie, the
// client address) that asked for it, and requesters the account signed in from before are exempt
// from the address-wide caps.
export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same address and requester at most once a minute. */
export const SIGN_IN_CODE_RESEND_SECONDS = 60;
/** Codes one requester (a recognised browser, else a client address) may have sent to one address. */
export const SIGN_IN_CODES_PER_REQUESTER_PER_HOUR = 5;
export const SIGN_IN_CODES_PER_REQUESTER_PER_DAY = 10;
/** Codes requesters the account does not recognise may have sent to one address, all together. */
export const SIGN_IN_CODES_PER_ADDRESS_PER_HOUR = 20;
export const SIGN_IN_CODES_PER_ADDRESS_PER_DAY = 50;
/** Codes one unrecognised client address may have sent, to all addresses together. */
export const SIGN_IN_CODES_PER_IP_PER_HOUR = 30;
/** Wrong codes one requester may enter for one address in a UTC day. */
export const SIGN_IN_FAILURES_PER_REQUESTER_PER_DAY = 10;
/** Wrong codes unrecognised requesters may enter for one address in a UTC day, all together. */
export const SIGN_IN_FAILURES_PER_ADDRESS_PER_DAY = 50;
/** Wrong codes per client address per hour before that client is refused as "too many failed requests". */
export const SIGN_IN_FAILURES_PER_IP_PER_HOUR = 50;
/** How long a browser (device cookie) or a client address the account signed in from stays recognised. */
export const SIGN_IN_DEVICE_RECOGNISED_DAYS = 365;
export const SIGN_IN_IP_RECOGNISED_DAYS = 90;
/**
 * A refresh token spent this recently may be presented again (another tab refreshing at the same
 * moment) and answers a fresh pair of the same sign-in instead of revoking it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Longest `redirect` target accepted by the sign-in flows (a browser address bar's practical limit). */
export const REDIRECT_MAX_LENGTH = 2000;

// Uploads (spec 5, 7)
export const UPLOAD_SIGNATURE_TTL_SECONDS = 10 * 60;
export const UPLOAD_MEDIA_MAX_MB = 20;
export const UPLOAD_FILE_MAX_MB = 50;
export const UPLOAD_AVATAR_MAX_MB = 5;
export const PRIVATE_URL_TTL_SECONDS = 60 * 60;
export const UPLOAD_FILE_NAME_MAX = 200;
/** Entries one bucket-sign call may sign. */
export const BUCKET_SIGN_MAX_FILES = 100;

// Brand site (issue 5)
/** Spec 9: home priorities run 0..1000 in the staff screen; 100 and above is the top group. */
export const PRODUCT_PRIORITY_MIN = 0;
export const PRODUCT_PRIORITY_MAX = 1000;
export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_CODE_MAX = 64;
/** Issue 18: highest price staff may set, in minor units (fen or cents): 1,000,000.00. */
export const PRODUCT_PRICE_MAX = 100_000_000;
/** Issue 18: the longest in-stock dispatch estimate staff may set, in days. */
export const PRODUCT_DISPATCH_DAYS_MAX = 90;
/** Spec 4 and 9: the pre-order (GB) deposit is 20% of the full price. */
export const PRE_ORDER_DEPOSIT_PERCENT = 20;
/** Longest link a product setting, app version or short link may hold. */
export const URL_MAX = 500;
/** Spec 9: request counts above this are shown as one-decimal thousands with a k suffix. */
export const REQUEST_COUNT_PLAIN_MAX = 999;
/** Browsers and CDNs may keep the product settings this long (GET /api/product-settings, static JSON). */
export const PRODUCT_SETTINGS_MAX_AGE_SECONDS = 60;
/** Footer subscriptions one client address may send per hour. */
export const NEWSLETTER_SUBSCRIBES_PER_IP_PER_HOUR = 10;
export const SHORT_LINK_ID_MAX = 64;
/** Length of a generated short-link id when staff leave it empty. */
export const SHORT_LINK_ID_GENERATED_LENGTH = 6;
export const APP_CODE_MAX = 40;
export const APP_VERSION_MAX = 40;
export const APP_NOTES_MAX = 5000;

// Community task board (issue 4). Spec 5 and 9 give the vote text and the hourly rule; the other
// caps are ours, so a request cannot grow without bound.
export const TASK_TITLE_MAX = 100;
/** Characters (code points) of a task's rich-text HTML as sent, before sanitising; ours, spec 9 caps only comments. */
export const TASK_CONTENT_MAX = 20_000;
export const TASK_MEDIAS_MAX = 9;
export const TASK_TAGS_MAX = 10;
export const TASK_MENTIONS_MAX = 20;
export const VOTE_OPTIONS_MAX = 20;
/** Rows one batch create (staff) may carry, and ids one batch delete may name. */
export const TASK_BATCH_MAX = 100;
/** Latest tasks and votes listed by GET /api/task-record. */
export const TASK_RECORD_MAX = 100;
/** Subscriptions one e-mail address may take per hour (each sends a confirmation mail). */
export const TASK_SUBSCRIBES_PER_EMAIL_PER_HOUR = 10;
/** Characters of a comment quoted in the subscriber mail. */
export const TASK_MAIL_PREVIEW_MAX = 200;

// Conversation on tasks (issue 6). Spec 5 and 9 give the HTML cap, the page sizes and the preview
// length; the other caps are ours, so a request cannot grow without bound.
/** Users one comment may mention. */
export const COMMENT_MENTIONS_MAX = 20;
/** Comment ids one like-check may ask about, notification ids one mark-read may name. */
export const COMMENT_IDS_MAX = 1000;
export const NOTIFICATION_IDS_MAX = 1000;

// Staff console (decision 025).
/** A category or tag name, per language. */
export const TAXONOMY_NAME_MAX = 40;
/** Rows one coin grant may carry (a CSV of users); all are written in one ledger transaction. */
export const COIN_GRANT_BATCH_MAX = 1000;
/** A deactivation reason. */
export const STAFF_REASON_MAX = 200;
/** Rows one audit CSV export holds at most (newest first); narrow the filter for older ones. */
export const AUDIT_EXPORT_MAX = 50_000;

// A member's page (issue 18): their recent comments and the rewards they received, paged.
export const USER_ACTIVITY_PAGE_SIZE = 10;
export const USER_ACTIVITY_PAGE_SIZE_MAX = 50;
/** Characters of a comment shown on its author's page. */
export const USER_COMMENT_PREVIEW_MAX = 120;

// Member profiles (issue 35, docs/decisions/062): a short plain-text bio and a few links.
/** Characters (code points, so a Chinese character counts one) of a member's bio. */
export const PROFILE_BIO_MAX = 200;
/** Links a member's profile may show. */
export const PROFILE_LINKS_MAX = 3;
/** Characters of a profile link's address. */
export const PROFILE_LINK_URL_MAX = 300;
/** Characters of a profile link's optional label. */
export const PROFILE_LINK_LABEL_MAX = 40;

// The task board's search and orderings (issue 18, docs/decisions/028).
/** Longest search text on GET /api/tasks (`q`), after trimming. */
export const TASK_SEARCH_MAX = 100;
/** The board's search box waits this long after the last key before it asks. */
export const TASK_SEARCH_DEBOUNCE_MS = 300;

/**
 * How often the number page asks for the buyer's place in line (live refresh by polling); here, not
 * in numbers.ts, so the user center's numbers card needs no schema (issue 13).
 */
export const NUMBER_STATUS_POLL_MS = 10_000;
