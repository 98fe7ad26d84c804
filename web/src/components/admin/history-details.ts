import type { EntityHistoryEntry } from '@facility/contracts';

/**
 * What a history entry says beside its event's name, in parts the panel shows apart
 * ("Battery replacement", "30 Nov 2026", "Dana"), each isolated: a part may be text as typed,
 * in another direction than the page's. No parts say nothing more.
 */
export type HistoryDetails = (entry: EntityHistoryEntry) => readonly string[];

/**
 * An entity's event fields mapped to the dictionary keys of the labels its form shows them
 * with ("cellsNum" → `field.cells_num` → "Cells", "תאים"). A null key leaves the field out:
 * a part replaced whole by an event whose name already says which ("Shifts changed").
 */
export type HistoryFieldKeys = Readonly<Record<string, string | null>>;

/** An id (the entity's own, or its site's): left out unless a map names the field. */
export const isIdField = (field: string): boolean => /Id$/.test(field);

/** A creation carries the whole record: naming every field would say nothing about it. */
const CREATION = /(Created|Registered)$/;

/**
 * The labels of the fields an entry changed. A field the map does not name is left out when
 * it is an id (the entity's own, or its site's), and otherwise shows by its own name, so a
 * field added by a newer server still reads.
 */
export function changedFieldLabels(keys: HistoryFieldKeys, t: (key: string) => string): HistoryDetails {
  return (entry) => {
    if (CREATION.test(entry.type)) return [];
    const labels = Object.keys(entry.data).flatMap((field) => {
      if (!Object.hasOwn(keys, field)) return isIdField(field) ? [] : [field];
      const key = keys[field];
      return key === null || key === undefined ? [] : [t(key)];
    });
    return labels.length > 0 ? [labels.join(', ')] : [];
  };
}

/** Field names as they are, ids left out: for a history nobody has mapped yet. */
export const rawFieldNames: HistoryDetails = changedFieldLabels({}, (key) => key);
