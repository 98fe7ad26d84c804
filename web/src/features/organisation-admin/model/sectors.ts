import { SITE_SECTORS } from '@facility/contracts';

/**
 * The sector choices: what `GET /api/site/sectors` answers (the contract's list stands in
 * until it has, or if it cannot), plus the site's own sector when it is not a listed key
 * (the field is free text: older records keep theirs).
 */
export function sectorChoices(fromServer: readonly string[] | undefined, current = ''): string[] {
  const choices = fromServer && fromServer.length > 0 ? [...fromServer] : [...SITE_SECTORS];
  if (current.trim() !== '' && !choices.includes(current)) choices.push(current);
  return choices;
}
