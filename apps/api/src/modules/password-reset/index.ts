// The password-reset module as the composition sees it.
export { passwordResetRoutes } from './password-reset.routes';
