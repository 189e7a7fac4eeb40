// The mail module as other modules and the composition see it.
export { type AccountMails, createAccountMails } from './account-mails';
export { createMailQueue } from './mail-queue';
export { outboxRepositoryPlugin } from './outbox.plugin';
export { outboxResponseSchema, outboxRoutes } from './outbox.routes';
export { paymentFailedMail } from './templates/payment-failed';
export { paymentReceiptMail } from './templates/payment-receipt';
export { signInCodeMail } from './templates/sign-in-code';
export {
  type SourceAlertMailInput,
  sourceFailingMail,
  sourceRecoveredMail,
  type WhileFailing,
} from './templates/source-alerts';
