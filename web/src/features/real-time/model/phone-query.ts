/** The width below which the board is laid out for a phone (as in real-time.css). */
export const PHONE_QUERY = '(max-width: 640px)';
