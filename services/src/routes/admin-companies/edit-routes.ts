// The administrator's edit of one company (issue 33): its profile fields and pricelist read and
// saved, and the company a support case came from (the help inbox's way into the editor).
import companyEditRoute from './company-edit.js';
import pricelistEditRoute from './pricelist-edit.js';
import profileEditRoute from './profile-edit.js';
import supportCaseRoute from './support-case.js';

export const companyEditRoutes = [companyEditRoute, profileEditRoute, pricelistEditRoute, supportCaseRoute];
