// The job page's own forms (issue 30), one chunk loaded when one of them is about to open: editing,
// adding to and withdrawing the job (job-control.tsx), choosing a company and declining an offer
// (offer-card.tsx). They bring react-hook-form, TypeBox and their calls' schemas, which the page's
// first load does without; one chunk rather than five keeps the remote's runtime (its map of chunk
// files, in the 25 KiB budget) small.
export { ChooseSupplierForm } from './choose-supplier-form';
export { DeclineModal } from './decline-modal';
export { JobAdditionModal } from './job-addition-modal';
export { JobEditModal } from './job-edit-modal';
export { WithdrawJobModal } from './withdraw-job-modal';
