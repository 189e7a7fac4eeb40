import { STORAGE_KEYS } from '@widgetry/contracts';

// Spec 000 §3: token and userId persist across visits (localStorage); the impersonation keys
// live only as long as the tab (sessionStorage), so closing it ends an admin's "switch user".

export function getStoredToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getStoredUserId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.userId);
}

export function storeLogin(login: { token: string; id: string }): void {
  localStorage.setItem(STORAGE_KEYS.token, login.token);
  localStorage.setItem(STORAGE_KEYS.userId, login.id);
}

/**
 * Keeps a renewed session token, but only in place of the token it renews: an answer arriving after
 * a sign out or a switch of user must not bring a token back.
 */
export function replaceStoredToken(renewed: string, replaced: string): void {
  if (getStoredToken() === replaced) localStorage.setItem(STORAGE_KEYS.token, renewed);
}

/** Forgets the signed-in user's credentials (a stale token, or part of a full sign out). */
export function clearStoredLogin(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
}

export function isImpersonating(): boolean {
  return sessionStorage.getItem(STORAGE_KEYS.userSwitched) === 'true';
}

export function getImpersonationAdmin(): { adminId: string; adminToken: string } | null {
  const adminId = sessionStorage.getItem(STORAGE_KEYS.adminId);
  const adminToken = sessionStorage.getItem(STORAGE_KEYS.adminToken);
  return adminId && adminToken ? { adminId, adminToken } : null;
}

/**
 * Switch user (spec 003 §4): keeps the admin's own token and id for the tab, with the switched
 * flag set, before the impersonated user's login replaces theirs.
 */
export function startImpersonation(admin: { adminId: string; adminToken: string }): void {
  sessionStorage.setItem(STORAGE_KEYS.adminId, admin.adminId);
  sessionStorage.setItem(STORAGE_KEYS.adminToken, admin.adminToken);
  sessionStorage.setItem(STORAGE_KEYS.userSwitched, 'true');
}

export function clearImpersonation(): void {
  sessionStorage.removeItem(STORAGE_KEYS.userSwitched);
  sessionStorage.removeItem(STORAGE_KEYS.adminId);
  sessionStorage.removeItem(STORAGE_KEYS.adminToken);
}

/** Sign out (spec 000 §4): token, user id and the impersonation keys all go. */
export function clearStoredSession(): void {
  clearStoredLogin();
  clearImpersonation();
}
