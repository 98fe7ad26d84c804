/**
 * The terms and the privacy policy the login page links to (spec §2: "by logging in the user
 * agrees to the Terms and Conditions and Privacy Policy"). Both are readable without a session,
 * outside the shell, in the reader's language; their texts are the `legal` namespace.
 */
export type LegalPageKind = 'terms' | 'privacy';

/** The paths the pages live at, outside the login guard. */
export const LEGAL_PAGE_PATHS: Readonly<Partial<Record<string, LegalPageKind>>> = { '/terms': 'terms', '/privacy': 'privacy' };

/** Each page's sections in order: `<page>.<section>.heading` and `.body` in the dictionaries. */
export const LEGAL_SECTIONS: Readonly<Record<LegalPageKind, readonly string[]>> = {
  terms: ['account', 'use', 'recording', 'figures', 'changes'],
  privacy: ['account', 'actions', 'visitors', 'browser', 'sharing', 'security', 'keeping', 'rights'],
};

/** When the texts last changed, shown on both pages (a change of wording moves it). */
export const LEGAL_UPDATED = '2026-11-30';

/** The other page, linked from each. */
export const otherLegalPage = (kind: LegalPageKind): LegalPageKind => (kind === 'terms' ? 'privacy' : 'terms');
