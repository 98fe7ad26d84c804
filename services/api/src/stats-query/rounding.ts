/** How the statistics round the figures they show (spec §9), one definition for every route. */

/** Rounds half away from zero, so -2.25 and 2.25 round alike. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision drops the binary noise that makes 1.0005 * 1000 = 1000.4999999999999.
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
}

/** SLA minutes as shown (spec §9): rounded up when below 1 (0.2 min is "1", not "0"), otherwise rounded. */
export function roundSla(minutes: number): number {
  return minutes > 0 && minutes < 1 ? 1 : Math.round(minutes);
}
