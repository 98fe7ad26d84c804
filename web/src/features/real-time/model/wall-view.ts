/**
 * Which view the wall board shows (issue 19): compact tiles or the floor heat map. The
 * address wins (a wall PC's bookmark, `?wall=1&view=map`); without it, the browser's last
 * choice; without that, the tiles. Pure.
 */
export const WALL_VIEWS = ['tiles', 'map'] as const;
export type WallView = (typeof WALL_VIEWS)[number];

const isView = (value: unknown): value is WallView => WALL_VIEWS.includes(value as WallView);

export function wallView(fromAddress: string | null, stored: unknown): WallView {
  if (isView(fromAddress)) return fromAddress;
  if (isView(stored)) return stored;
  return 'tiles';
}
