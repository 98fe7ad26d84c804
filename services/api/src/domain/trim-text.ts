/**
 * White space, and the invisible format characters of running text: the soft hyphen, the
 * Arabic letter mark, zero-width spaces and joiners, bidi marks, embeddings, overrides and
 * isolates, the word joiner and invisible operators, and the byte order mark.
 * `String.prototype.trim` keeps all but the last, so a name typed as a lone right-to-left
 * mark (or pasted with a zero-width space) passed as non-empty and showed as a blank row.
 * (Unicode's other format characters, such as the tags that spell a subdivision's flag
 * emoji, are not edges to take off.) All are single UTF-16 code units.
 */
const INVISIBLE = /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;

/**
 * A text as people see it: without white space and invisible format characters at either
 * end ('' when it holds nothing else). Those inside it are kept: a mark between a Hebrew
 * name and its digits may be what orders them. Linear: a scan from each end, no regular
 * expression over the whole text (a backtracking `\s+$` is quadratic on long runs).
 */
export function trimText(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && INVISIBLE.test(value[start]!)) start++;
  while (end > start && INVISIBLE.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}
