// GET /healthz and /readyz: the service's probes.
import { Type, type Static } from 'typebox';

export const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
});
export type HealthReply = Static<typeof HealthReply>;
