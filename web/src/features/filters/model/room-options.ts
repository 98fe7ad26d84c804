/** What the panel's Rooms list needs of a room (`GET filter/options`: its local name only). */
export interface PanelRoom {
  id: string;
  display_name: string;
}

/**
 * The extra panel's Rooms list: each room under the name the reader sees elsewhere (`nameOf`,
 * `useRoomName`: the English name for English readers, the local one for readers of its
 * script), in that language's alphabetical order with numbers in natural order (floor 2
 * before floor 10). Pure.
 */
export function roomOptions(rooms: readonly PanelRoom[], nameOf: (roomId: string, displayName: string) => string, language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return rooms
    .map((room) => ({ value: room.id, label: nameOf(room.id, room.display_name) }))
    .sort((a, b) => collator.compare(a.label, b.label) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
