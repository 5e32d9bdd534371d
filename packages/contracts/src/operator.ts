// GET /api/operatoer: who runs Opgavetorvet (the data controller the privacy policy names, GDPR
// art. 13): the name, CVR number and address the service is configured with (SELLER_*).
import { Type, type Static } from 'typebox';

export const OperatorReply = Type.Object({
  name: Type.String(),
  cvr: Type.String(),
  address: Type.String(),
});
export type OperatorReply = Static<typeof OperatorReply>;
