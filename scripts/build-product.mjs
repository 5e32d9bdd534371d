// Builds what is stale of the product for production: the four front ends (webpack) and the
// service (tsc). `npm test` runs it beside the API suite on PostgreSQL.
import { buildFrontEnds, buildService } from './lib.mjs';

await buildFrontEnds();
await buildService();
