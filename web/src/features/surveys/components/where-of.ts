import type { TFunction } from 'i18next';

/**
 * A server path (`stages/2/buttons/0/id`) as the reader knows the place: "Stage 3 › Button
 * 1 › Button id". Field names the dictionary does not know show as the server wrote them.
 */
export function whereOf(path: string, t: TFunction<['surveys', 'admin']>): string {
  const parts = path.split('/');
  const out: string[] = [];
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at]!;
    const next = parts[at + 1];
    if ((part === 'stages' || part === 'buttons') && next !== undefined && /^\d+$/.test(next)) {
      out.push(t(part === 'stages' ? 'surveys:builder.stageNumber' : 'surveys:builder.buttonNumber', { number: Number(next) + 1 }));
      at++;
    } else {
      out.push(t(`surveys:fields.${part}`, { defaultValue: part }));
    }
  }
  return out.join(' › ');
}
