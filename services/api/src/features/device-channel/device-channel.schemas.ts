import { Type } from '@fastify/type-provider-typebox';

/** RFC 9457 problem details, as `sendProblem` writes them (declared where a route documents a failure). */
export const ProblemDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
  },
  { description: 'RFC 9457 problem details' },
);

export const ChannelQuery = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: 'The device token, for devices that cannot set the Authorization header on the upgrade request' }),
  ),
});

export const TabletActionBody = Type.Object({
  deviceCode: Type.String({ minLength: 1, maxLength: 64, description: "The tablet's device code" }),
  action: Type.Union([Type.Literal('refresh'), Type.Literal('restart')], { description: 'refresh: reload the survey; restart: restart the native app' }),
});

export const DeviceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'The device id' }) });
