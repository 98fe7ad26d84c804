/**
 * The business sectors a site may be in: what `GET /api/site/sectors` (spec §7) offers.
 * A site stores the key (`offices`); clients translate it. The site's `sector` field stays
 * free text so records made before this list, or by the legacy client, remain valid.
 */
export const SITE_SECTORS = [
  'offices',
  'retail',
  'healthcare',
  'education',
  'hospitality',
  'transport',
  'industry',
  'government',
  'residential',
  'leisure',
  'other',
] as const;
export type SiteSector = (typeof SITE_SECTORS)[number];
