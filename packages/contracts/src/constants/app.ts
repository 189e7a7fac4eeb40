// Product constants of spec 000 §9.

export const APP_VERSION = '1.5.3';
export const API_PORT = 3080;
export const WEB_PORT = 3000;

export const COPIED_TOOLTIP_MS = 3000;
export const BANNER_HIDE_MS = 5000;
export const SAVE_CONFIRMATION_MS = 2500;

export const PASSWORD_MIN_LENGTH = 8;
/** DESIGN "Security rules": longer passwords are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;

/** The image shown when a widget type's own banner or logo fails to load (spec 000 §3). */
export const DEFAULT_BANNER_IMAGE = 'Default-Widget-Thumb.png';
export const DEFAULT_LOGO_IMAGE = 'Default-Widget-Logo.png';

/** Client storage keys (spec 000 §3). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userSwitched: 'userSwitched',
  adminId: 'adminId',
  adminToken: 'adminToken',
} as const;

/**
 * The response header carrying a renewed session token: the API sends one while a session is used
 * and its token is more than a day old; the dashboard stores it in place of the old one.
 */
export const SESSION_TOKEN_HEADER = 'x-session-token';
