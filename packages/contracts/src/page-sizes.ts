// Page sizes the service and the front ends agree on. Plain numbers in a module without TypeBox, so
// a front end that needs only the number does not load the schema library with it.

/** Bookings page size (SPEC leaves it open). */
export const BOOKINGS_PAGE_SIZE = 20;
