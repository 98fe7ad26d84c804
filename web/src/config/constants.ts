/** Business constants of the dashboard (spec §9). */

/** Lazy chunks that have not loaded after this long fail with ChunkLoadError (spec §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The save popup closes itself after this long (spec §9). */
export const SAVE_MESSAGE_MS = 1_500;
export const SEARCH_DEBOUNCE_MS = 300;

/** Metrics the performance screen may compare at once (spec §5, §9: "up to 3 or 4"). */
export const MAX_COMPARED_METRICS = 4;

/** Charts with more points than this draw small markers (spec §9). */
export const MARKER_POINTS_THRESHOLD = 52;
export const MARKER_RADIUS_SMALL = 4;
export const MARKER_RADIUS_LARGE = 6;

/** The support chat the floating button opens (spec §2). */
export const SUPPORT_CHAT_URL = 'https://wa.me/972500000000';

export const FLOORS = Array.from({ length: 25 }, (_, index) => index + 1);
export const TOILET_PAPER_CELLS = Array.from({ length: 20 }, (_, index) => index + 1);
