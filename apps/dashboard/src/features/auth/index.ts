// The auth feature's public surface: what another feature may use of it.
export { AFTER_ACCOUNT_DELETED_PATH } from './auth.page';
