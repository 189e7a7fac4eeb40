import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../lib/http-errors';
import { loadOrCreateSecret } from '../lib/secrets';
import { createUsersRepository } from '../modules/users/users.repository';

/** What a token carries: the user and the token version it was issued under. */
export interface TokenClaims {
  sub: string;
  ver: number;
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
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler for routes open to everyone: sets request.currentUser, or null, never fails. */
    identify: (request: FastifyRequest) => Promise<void>;
    signToken: (user: Pick<UserRow, 'id' | 'tokenVersion'>) => string;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

export const TOKEN_LIFETIME = '30d';

/** The user app.authenticate has loaded; for handlers behind it (401 if it did not run). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

const claimsSchema = z.object({ sub: z.uuid(), ver: z.number().int().nonnegative() });

export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'jwtSecret' | 'dataDir'> }) => {
    const secret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir, 'jwtSecret'));
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });
    const users = createUsersRepository(app.db);

    /** The user behind the request's bearer token, or null for no, a bad, an expired or an outdated token. */
    async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
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
      return user;
    }

    app.decorateRequest('currentUser', null);
    app.decorate('identify', async (request: FastifyRequest) => {
      request.currentUser = await resolveUser(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await resolveUser(request);
      if (!user) throw unauthorized();
      request.currentUser = user;
    });
    app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
      app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
