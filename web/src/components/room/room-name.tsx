import { useRoomName } from '../../hooks/use-room-names.ts';

interface RoomNameProps {
  roomId: string;
  /** The name the answer carried (the room's local name). */
  displayName: string;
  /** The English name, when the answer carried it; otherwise it is looked up. */
  nameEn?: string | null;
  /** The room's site, when it is not the selected one. */
  siteId?: string | null;
  className?: string;
}

/**
 * A room's name in the reader's language, isolated from the text around it (`<bdi
 * dir="auto">`: a Hebrew name in an English sentence, or a name mixing scripts, wraps and
 * reads right) and marked as data, not interface text (`translate="no"`).
 */
export function RoomName({ roomId, displayName, nameEn, siteId, className }: RoomNameProps) {
  const nameOf = useRoomName(siteId);
  return (
    <bdi dir="auto" translate="no" className={className}>
      {nameOf(roomId, displayName, nameEn)}
    </bdi>
  );
}
