import fastifyJwt from '@fastify/jwt';
import {
  ADMIN_USER_MESSAGES,
  API_MESSAGES,
  IMPERSONATION_LIFETIME_SECONDS,
  SESSION_TOKEN_HEADER,
} from '@widgetry/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import { loadOrCreateSecret } from '../lib/secrets';

/**
 * What a token carries: the user and the token version it was issued under (and, once signed, when).
 * An impersonation token also names the admin acting as the user (`imp`) and the admin's token
 * version (`impVer`), so the admin's own sign-out or password change ends it too.
 */
export interface TokenClaims {
  sub: string;
  ver: number;
  iat?: number;
  imp?: string;
  impVer?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, current token names an existing user; sets request.currentUser. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as authenticate, then 403 unless the user (re-read from the database) is an admin. */
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for routes open to everyone: sets request.currentUser, or null, never fails. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;
    /** A short-lived token with which `admin` acts as `user` (spec 003 §4 switch user). */
    signImpersonationToken: (
      user: Pick<UserRow, 'id' | 'tokenVersion'>,
      admin: Pick<UserRow, 'id' | 'tokenVersion'>,
    ) => string;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** The id of the admin acting as currentUser through an impersonation token; null otherwise. */
    impersonatedBy: string | null;
  }
}

/**
 * A session lasts a week from its last renewal: a token older than SESSION_RENEW_AFTER_SECONDS that
 * is still good gets a fresh one in the SESSION_TOKEN_HEADER of the answer, which the dashboard's
 * API client stores. So a session used at least once a week goes on; an idle one ends.
 */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEW_AFTER_SECONDS = 24 * 60 * 60;
/** Verified tokens kept per process (fast-jwt's LRU): about one per active session. */
const TOKEN_VERIFY_CACHE_SIZE = 10_000;

/** Carries a renewed session token (contracts); exposed to the dashboard's origin by the CORS plugin. */
export { SESSION_TOKEN_HEADER };

/** The user app.authenticate has loaded; for handlers behind it (401 if it did not run). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * 403 while an admin acts as the user: account takeovers (password, email, deletion) and every
 * admin route need the admin's own session.
 */
export function refuseImpersonation(request: FastifyRequest): void {
  if (request.impersonatedBy !== null) throw forbidden(ADMIN_USER_MESSAGES.impersonationForbidden);
}

const claimsSchema = z.object({
  sub: z.uuid(),
  ver: z.number().int().nonnegative(),
  iat: z.number().optional(),
  imp: z.uuid().optional(),
  impVer: z.number().int().nonnegative().optional(),
});
type Claims = z.infer<typeof claimsSchema>;

interface ResolvedSession {
  user: UserRow;
  impersonatedBy: string | null;
}

/** How the plugin finds a token's user (the users repository, wired in buildApp). */
export interface UserLookup {
  findById(id: string): Promise<UserRow | undefined>;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { config, users }: { config: Pick<Config, 'jwtSecret' | 'dataDir'>; users: UserLookup },
  ) => {
    const secret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir, 'jwtSecret'));
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS },
      // Every signed-in request carries the same token for hours: its signature is checked once and
      // the outcome kept (fast-jwt's cache honours the token's own expiry), not hashed again each time.
      // Every token this API signs has an expiry; one without would be a session that never ends
      // (a leaked or hand-made token good for ever), so a valid signature alone is not enough.
      verify: { algorithms: ['HS256'], cache: TOKEN_VERIFY_CACHE_SIZE, requiredClaims: ['exp'] },
    });

    const signToken = (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
      app.jwt.sign({ sub: user.id, ver: user.tokenVersion });
    // Not renewable, and ends with the admin's own session: switching back needs the admin's token.
    const signImpersonationToken = (
      user: Pick<UserRow, 'id' | 'tokenVersion'>,
      admin: Pick<UserRow, 'id' | 'tokenVersion'>,
    ) =>
      app.jwt.sign(
        { sub: user.id, ver: user.tokenVersion, imp: admin.id, impVer: admin.tokenVersion },
        { expiresIn: IMPERSONATION_LIFETIME_SECONDS },
      );

    /** The admin behind an impersonation token is still an admin under the same token version. */
    async function impersonatorStillValid(claims: Claims): Promise<boolean> {
      if (claims.imp === undefined || claims.impVer === undefined) return false;
      const admin = await users.findById(claims.imp);
      return admin?.userRole === 'admin' && admin.tokenVersion === claims.impVer;
    }

    /**
     * The user behind the request's bearer token, or null for no, a bad, an expired or an outdated
     * token. A good session token past its renewal age gets a fresh one in the answer's header.
     */
    async function resolveSession(request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
      if (request.headers.authorization === undefined) return null;
      let payload: unknown;
      try {
        payload = await request.jwtVerify();
      } catch {
        return null;
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const user = await users.findById(claims.data.sub);
      // DESIGN "Security rules": a token issued before the last version bump no longer works.
      if (!user || user.tokenVersion !== claims.data.ver) return null;
      if (claims.data.imp !== undefined || claims.data.impVer !== undefined) {
        if (!(await impersonatorStillValid(claims.data))) return null;
        return { user, impersonatedBy: claims.data.imp ?? null };
      }
      const issuedAt = claims.data.iat ?? 0;
      if (Date.now() / 1000 - issuedAt > SESSION_RENEW_AFTER_SECONDS) {
        void reply.header(SESSION_TOKEN_HEADER, signToken(user));
      }
      return { user, impersonatedBy: null };
    }

    async function identify(request: FastifyRequest, reply: FastifyReply) {
      const session = await resolveSession(request, reply);
      request.currentUser = session?.user ?? null;
      request.impersonatedBy = session?.impersonatedBy ?? null;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      await identify(request, reply);
      if (!request.currentUser) throw unauthorized();
    }

    app.decorateRequest('currentUser', null);
    app.decorateRequest('impersonatedBy', null);
    app.decorate('identify', identify);
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      // An admin acting as a customer has no admin rights until they switch back.
      refuseImpersonation(request);
      if (request.currentUser?.userRole !== 'admin') throw forbidden(API_MESSAGES.forbidden);
    });
    app.decorate('signToken', signToken);
    app.decorate('signImpersonationToken', signImpersonationToken);
  },
  { name: 'auth', dependencies: ['db'] },
);
