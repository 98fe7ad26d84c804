import type { UserLanguage } from '../domain/languages.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import he from './he.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };

/**
 * The label dictionaries (problem buttons, call sources, device kinds...) in the nine
 * languages. They live here, not in the dashboard, because the server words them too: a
 * notification mail names the problems in the site's complaint language. The dashboard loads
 * them lazily as its `labels` namespace (web/src/i18n/i18n.ts). Imported by subpath
 * (`@facility/contracts/labels`), so the dashboard's bundle never carries all nine.
 */
const LABELS: Record<UserLanguage, Record<string, string>> = { ar, en, es, he, pl, pt, ro, ru, uk };

/** A label key in a language, falling back to English; null for a key no dictionary has. */
export function labelText(language: UserLanguage, key: string): string | null {
  return LABELS[language]?.[key] ?? LABELS.en[key] ?? null;
}
