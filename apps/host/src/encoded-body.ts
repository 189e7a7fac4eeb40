import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings the host sends, best first: brotli is ~10 % smaller than gzip on our scripts. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** One answer body, compressed once, in each encoding the host sends. */
export interface EncodedBody {
  bodies: Record<Encoding, Buffer>;
  /** A quoted ETag per encoding: caches must never give a gzip client a brotli body. */
  etags: Record<Encoding, string>;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/**
 * Compresses `body` at each format's best level. Meant for answers built once at start
 * (embed.js), not per request: brotli at quality 11 costs milliseconds per kilobyte.
 */
export function encodeBody(body: string, tag: string): EncodedBody {
  const identity = Buffer.from(body);
  return {
    bodies: {
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
      identity,
    },
    etags: { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` },
  };
}

/** The best encoding the client accepts; identity when it sends no Accept-Encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}
