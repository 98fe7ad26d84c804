import Type from 'typebox';

/** `GET /api/devices/channel` (WebSocket): the token, for devices that cannot set headers. */
export const ChannelQuery = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: 'The device token, for devices that cannot set the Authorization header on the upgrade request' }),
  ),
});
export type ChannelQuery = Type.Static<typeof ChannelQuery>;

/** `POST /api/sensor/tabletAction`: the native tablet and what to do. */
export const TabletActionBody = Type.Object(
  {
    deviceCode: Type.String({ minLength: 1, maxLength: 64, description: "The tablet's device code" }),
    action: Type.Union([Type.Literal('refresh'), Type.Literal('restart')], { description: 'refresh: reload the survey; restart: restart the native app' }),
  },
  { additionalProperties: false },
);
export type TabletActionBody = Type.Static<typeof TabletActionBody>;

/** `POST /api/sensor/tabletAction` answers the JSON string "OK" once the tablet acknowledged. */
export const TabletActionAnswer = Type.Literal('OK');

/** `GET /api/kiosk/<action>/{id}`: the kiosk tablet. */
export const DeviceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'The device id' }) });
export type DeviceParams = Type.Static<typeof DeviceParams>;

/** `GET /api/kiosk/<action>/{id}` answers a JSON string: the spec's success text, or a screenshot's image URL. */
export const KioskActionAnswer = Type.String();
