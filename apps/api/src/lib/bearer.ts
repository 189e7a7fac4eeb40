/** The token of an `Authorization: Bearer …` header, or undefined for none or another scheme. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** A JWT has three dot-separated parts; the emailed tokens are plain base64url and never do. */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
