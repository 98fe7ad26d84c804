import type { AdminDevice, UpdateDeviceBody } from '@facility/contracts';
import { firstFailing, maxLength, required, type RuleKey } from '../../../components/form/field-rules.ts';

/** The contract's limits (UpdateDeviceBody). */
export const INSTALL_SPOT_MAX = 200;
export const MAC_ID_MAX = 64;
export const QR_TAG_MAX = 200;

type Installed = Pick<AdminDevice, 'installSpot' | 'mac_id' | 'qr_tag'>;

/** `PUT` body setting where in its room the device is mounted; null when unchanged or blank (the server needs a spot). */
export function toInstallSpotBody(device: Installed, text: string): UpdateDeviceBody | null {
  const spot = text.trim();
  return spot === '' || spot.length > INSTALL_SPOT_MAX || spot === (device.installSpot ?? '') ? null : { installSpot: spot };
}

/**
 * New hardware in the same place: its MAC id and QR tag, and the install spot (the
 * current one, which the server keeps; a device never installed needs one).
 */
export interface ReplaceFormValues {
  macId: string;
  qrTag: string;
  installSpot: string;
}

export const replaceFormValues = (device: Installed): ReplaceFormValues => ({ macId: '', qrTag: '', installSpot: device.installSpot ?? '' });

/** New hardware has at least a MAC id or a QR tag; the spot is required (the server refuses a replacement without one). */
export function replaceFormRules(values: ReplaceFormValues): Record<string, RuleKey | null> {
  const neither = values.macId.trim() === '' && values.qrTag.trim() === '';
  return {
    macId: neither ? 'rules.pleaseEnter' : maxLength(MAC_ID_MAX)(values.macId),
    qrTag: maxLength(QR_TAG_MAX)(values.qrTag),
    installSpot: firstFailing(values.installSpot, [required, maxLength(INSTALL_SPOT_MAX)]),
  };
}

/** `PUT` body of a replacement: a blank MAC id or QR tag means the new hardware has none; the spot only when it changes. */
export function toReplaceBody(device: Installed, values: ReplaceFormValues): UpdateDeviceBody {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const spot = values.installSpot.trim();
  return {
    replace: { mac_id: blankToNull(values.macId), qr_tag: blankToNull(values.qrTag) },
    ...(spot === (device.installSpot ?? '') ? {} : { installSpot: spot }),
  };
}
