// The auth feature's public surface: what another feature may use of it.
export { AFTER_ACCOUNT_DELETED_PATH, DRAFT_WAITING_NOTICE } from './auth.page';
