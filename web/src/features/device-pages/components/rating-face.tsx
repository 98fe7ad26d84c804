/** Mouth curves from angry (1) to delighted (5). */
const MOUTHS = ['M7.5 17.5 Q12 12 16.5 17.5', 'M8 16.8 Q12 14.2 16 16.8', 'M8 16 L16 16', 'M8 15 Q12 18 16 15', 'M7 14 Q12 20.5 17 14'];
const COLOURS = ['#dc2626', '#f97316', '#eab308', '#84cc16', '#16a34a'];

/**
 * A face of the 1..5 scale, drawn rather than an emoji: a kiosk's or phone's emoji font may
 * be missing or look different from one device to the next.
 */
export function RatingFace({ value }: { value: number }) {
  const index = Math.min(4, Math.max(0, value - 1));
  return (
    <svg className="rating-face" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill={COLOURS[index]} />
      <circle cx="8.5" cy="9.5" r="1.4" fill="#1f2937" />
      <circle cx="15.5" cy="9.5" r="1.4" fill="#1f2937" />
      <path d={MOUTHS[index]} stroke="#1f2937" strokeWidth="1.7" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** A star of the `stars` rating shape. */
export function RatingStar() {
  return (
    <svg className="rating-star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="#f59e0b" />
    </svg>
  );
}
