// The email-verification module as the composition sees it.
export { emailVerificationRoutes } from './email-verification.routes';
