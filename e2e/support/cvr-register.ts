// The CVR register for the journeys (issue 31): the services' own stand-in of cvrapi.dk
// (services/src/test/cvr-server.ts, a node:http server on a free loopback port) started with the
// company a journey signs up, so the journey's own service (CVR_API_URL) asks a real HTTP server and
// the journey can see the call. The number is a real-looking one (it passes the modulus-11 check)
// and not the seller's (SELLER_CVR), which the journey's service is given as another.
import {
  startFakeCvrRegister,
  type FakeCvrRegister,
  type RegisterCompany,
} from '../../services/src/test/cvr-server';

export type { FakeCvrRegister };

/** The signing-up company's CVR number: 8 digits whose weighted sum is divisible by 11. */
export const JOURNEY_CVR = '24256790';
/** The seller's own number in the journey's service (SELLER_CVR): another valid number. */
export const JOURNEY_SELLER_CVR = '10150817';

/** The company as the register holds it: active (no end date), with its address and industry. */
export const REGISTERED_COMPANY: RegisterCompany = {
  name: 'GULVMESTER HANSEN ApS',
  address: 'Amagerbrogade 150',
  zipcode: '2300',
  city: 'København S',
  enddate: null,
  industrycode: 433300,
  industrydesc: 'Gulvbelægning og tapetsering',
};

/** Starts the register with the journey's company in it; `url` is for CVR_API_URL. */
export function startCvrRegister(): Promise<FakeCvrRegister> {
  return startFakeCvrRegister({ [JOURNEY_CVR]: REGISTERED_COMPANY });
}
