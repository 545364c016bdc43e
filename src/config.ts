import { readSettings } from './settings';

/**
 * The app's settings (checked by the build, src/settings.ts) and the product's constants (spec §9),
 * each named once; what a record's fields take (values and limits) is in src/fieldValues.ts.
 */
const settings = readSettings(import.meta.env);

/** Backend base address without a trailing slash; '' means the page's own origin. */
export const API_BASE_URL = settings.apiBaseUrl;
export const SUPPORT_EMAIL = settings.supportEmail;
export const SUPPORT_PHONE = settings.supportPhone;
export const BRAND_NAME = settings.brandName;

export function webSocketUrl(): string {
  if (settings.wsUrl) return settings.wsUrl;
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws-auction/websocket`;
}

// Spec §9: business constants and limits.
export const PHOTO_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
/** The backend's 20 MB limit covers the whole request (contract §12 #18); this much is kept for the JSON part and multipart overhead. */
export const MULTIPART_OVERHEAD_RESERVE_BYTES = 64 * 1024;
export const PHOTO_DOWNSCALE_LONGEST_EDGE_PX = 2560;
export const CAROUSEL_INTERVAL_MS = 3000;
export const SELLER_DIALOG_RESET_MS = 1000;
export const BUYER_DIALOG_RESET_MS = 2000;
export const LANGUAGE_LIST_CLOSE_MS = 500;
export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';
/** The Intl locale each language writes its dates and numbers in. */
export const INTL_LOCALES: Record<Language, string> = { no: 'nb-NO', en: 'en-GB' };
// The detection order and where the choice is kept: i18n/detectLanguage.ts.
export const CARS_PAGE_SIZE = 8;
export const AUCTIONS_PAGE_SIZE = 8;
export const REPRESENTATIVE_AUCTIONS_PAGE_SIZE = 4;
export const FIRST_PAGE = 0;
export const COUNTDOWN_TICK_MS = 1000;
/**
 * The marketplace's own zone: the backend's clock (contract §0), and the zone prerendered pages
 * show times in until the browser takes over (core/clock.ts).
 */
export const NORWEGIAN_TIME_ZONE = 'Europe/Oslo';
/**
 * The finder loads every active auction (the backend cannot sort or filter): large pages, a few
 * requests at a time. The contract names no maximum page size; a backend that caps it still
 * counts its pages at the size it used, so every page is fetched all the same.
 */
export const AUCTION_LIST_FETCH_SIZE = 200;
export const AUCTION_LIST_PARALLEL_REQUESTS = 3;
/** Followed auctions per user (the desk's watchlist). */
export const WATCHLIST_LIMIT = 100;
export const STOMP_HEARTBEAT_MS = 10000;
/**
 * Reconnects wait the spec's linear step (5 s, 10 s, 15 s, … at most 900 s), each wait spread at
 * random over ±RECONNECT_JITTER of itself, so that tabs dropped together do not come back together
 * (docs/product-rules.md §9; realtime/reconnectDelay.ts).
 */
export const RECONNECT_DELAY_MS = 5000;
export const RECONNECT_MAX_DELAY_MS = 900000;
export const RECONNECT_JITTER = 0.5;
/**
 * After a reconnect each followed auction is refetched at a random moment within this much per
 * auction the page follows, at most RECONNECT_REFETCH_WINDOW_MS (realtime/refetchDelay.ts).
 */
export const RECONNECT_REFETCH_SPACING_MS = 100;
export const RECONNECT_REFETCH_WINDOW_MS = 5000;
/**
 * A locked account on a screen that bids asks the server this often whether it is approved yet:
 * the backend never pushes a lock change (contract §14.2).
 */
export const LOCK_RECHECK_MS = 60_000;
/**
 * A room or the desk asks this often, while the tab is visible (and at once when it comes back), for the
 * auctions on screen in one list per status, and reads one open auction's car: the backend never pushes
 * a pause, a resume, an edit or a deletion (contract §14.10, product/usePauseWatch.ts).
 */
export const PAUSE_CHECK_MS = 15_000;
/**
 * A push is a hint (anyone logged in can send one, contract §14.9): the auction is read from the
 * backend instead, at once, and at most once per this interval per auction however many pushes
 * come (realtime/pushCheck.ts).
 */
export const PUSH_CHECK_INTERVAL_MS = 500;
/** The backend has no refresh token (contract §1): the user is warned this long before the token's `exp`. */
export const SESSION_WARNING_MS = 2 * 60_000;
/**
 * A load or send still without an answer this long says that the server is slow (and keeps
 * waiting: the client has no timeout, spec §7). Counted from its last sign of life: sent, or the
 * last of its upload gone out.
 */
export const SLOW_ANSWER_NOTICE_MS = 10_000;
/** A request made while the session is expired waits this long for a new login, then fails. */
export const LOGIN_WAIT_LIMIT_MS = 5 * 60_000;
/** A form's draft (what was filled in and chosen, kept in the browser) is dropped this long after it was last saved. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A form's draft is saved this long after the last change (and at once when the page is hidden). */
export const DRAFT_SAVE_DELAY_MS = 300;
/**
 * "This is a shared computer" (docs/state.md): while this sessionStorage key holds "on", the app writes
 * nothing about the person to the browser (no draft, no followed auctions, no notification or language
 * choice). The choice itself is all it keeps, and only until the tab closes.
 */
export const SHARED_COMPUTER_KEY = 'sharedComputer';
export const MONEY_SUFFIX = ',-';
/** A manual bid this many minimal steps above the minimum, or above this factor of the highest bid, is confirmed first. */
export const LARGE_BID_STEPS_ABOVE_MINIMUM = 10;
export const LARGE_BID_FACTOR_OF_HIGHEST = 1.5;
/** Followed auctions notify (in a hidden tab) when this little time is left. */
export const ENDING_SOON_MS = 5 * 60_000;
/**
 * The soft close (contract §7.6, `Auction.placeNewBid`): a bid placed with less than this left (whole
 * minutes, truncated) moves the end by SOFT_CLOSE_EXTENSION_MS.
 */
export const SOFT_CLOSE_WINDOW_MS = 10 * 60_000;
export const SOFT_CLOSE_EXTENSION_MS = 2 * 60_000;
/**
 * Past its end on the server's clock, an auction is "closing" until the server says FINISHED (a
 * late bid may have moved the end): the room and the desk read it this often meanwhile.
 */
export const CLOSING_READ_MS = 5_000;
/** The finder's list (every active auction, a few large pages) is read less often while one of them closes. */
export const LIST_CLOSING_READ_MS = 15_000;
/**
 * Still ACTIVE this long past its end on the server's clock, an auction got no finish job (contract
 * §7.7): the server refuses bids past the end, so it is over all the same, and no longer read.
 */
export const CLOSING_AT_MOST_MS = 5 * 60_000;
/** Server time (core/serverTime.ts, docs/state.md): the computer's clock is said to be off past this. */
export const CLOCK_SKEW_SHOWN_MS = 5_000;
/** Samples of the server's clock kept, and how old the estimate may grow before the web host is asked again. */
export const SERVER_TIME_SAMPLES = 5;
export const SERVER_TIME_REFRESH_MS = 10 * 60_000;
/** The web host, unanswered, is asked again after this long. */
export const SERVER_TIME_RETRY_MS = 60_000;
/** A sample less sure than this (a slow round trip) is not taken. */
export const SERVER_TIME_MAX_ERROR_MS = 5_000;
/** The computer's clock moved by more than this between two ticks (set by hand, or synced): asked again. */
export const CLOCK_JUMP_MS = 2_000;
/**
 * The shortest auction an operator can start, restart or resume into: bidders need time to find it.
 * The backend accepts any end, even one 11 seconds away (contract §14.2).
 */
export const MIN_AUCTION_LENGTH_MS = 60 * 60_000;
/**
 * An active auction whose end passed this long ago has no finish job left (it was paused past its
 * end, or resumed with a plain status change before this client resumed by restart): the console
 * offers to close it (contract §14.2).
 */
export const STRANDED_AFTER_MS = 5 * 60_000;
