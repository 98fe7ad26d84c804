/**
 * The pages of devices that are just a browser (features/device-pages), as the guard, the
 * device pages and the devices screen's token dialog need them: `/kiosk` for tablets and
 * pads, `/qr` for a room's QR tag, the token in the link's fragment (browsers never send a
 * fragment to a server or into its logs).
 */
export type DevicePageKind = 'kiosk' | 'qr';

/** The paths the pages live at, outside the login guard and the shell. */
export const DEVICE_PAGE_PATHS: Readonly<Partial<Record<string, DevicePageKind>>> = { '/kiosk': 'kiosk', '/qr': 'qr' };

/** Which page a device opens: tablets and pads the kiosk, QR tags the QR page; null for other hardware. */
export function devicePageKindOf(deviceType: string): DevicePageKind | null {
  if (deviceType === 'qr_tag') return 'qr';
  return deviceType === 'tablet' || deviceType === 'pad9' || deviceType === 'pad9plus' ? 'kiosk' : null;
}

/** The link an admin hands to the device: the token in the fragment, never in the path or query. */
export const devicePageUrl = (kind: DevicePageKind, token: string, origin: string): string => `${origin}/${kind}#${token}`;
