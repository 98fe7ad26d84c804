import { useLocation } from 'wouter';
import { matchRoute, type RouteEntry } from '../config/routes.ts';

export interface CurrentRoute {
  route: RouteEntry | null;
  params: Record<string, string>;
  /** The room of a room screen (spec §4: a room reloads when this changes). */
  roomId: string | null;
}

export function useCurrentRoute(): CurrentRoute {
  const [location] = useLocation();
  const match = matchRoute(location);
  return { route: match?.route ?? null, params: match?.params ?? {}, roomId: match?.params.roomId ?? null };
}
