import { type InputType, constants as zlibConstants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * In production the front-end host generates /app-config.js from its environment. The dev server
 * has no host in front of it, so it answers the same script itself (from VITE_API_URL and the
 * public keys) and `vite` alone gives a working app.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'widgetry-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/app-config.js', (_req, res) => {
        const config = {
          apiUrl: process.env.VITE_API_URL ?? process.env.API_URL ?? 'http://localhost:3080',
          recaptchaSiteKey: process.env.RECAPTCHA_SITE_KEY ?? '',
          stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? '',
        };
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(`window.__WIDGETRY_CONFIG__=${JSON.stringify(config)};\n`);
      });
    },
  };
}

/**
 * zod compiles object parsers with `new Function` where it may, and its probe for that is refused
 * by the dashboard's CSP (no 'unsafe-eval') and reported as a violation (Lighthouse Best Practices,
 * issue 28). `z.config({ jitless: true })` turns both off, but it must run before the first parse in
 * whichever chunk that is, and calling it from main.tsx would put zod's core into the first script,
 * which parses nothing (the schemas are lazy chunks). So the call is appended to zod's own core
 * module, which every schema loads; the build fails if that module changes shape.
 */
function zodJitless(): Plugin {
  const coreModule = /\/zod\/v4\/core\/core\.js$/;
  let applied = false;
  return {
    name: 'widgetry-zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!coreModule.test(id)) return null;
      if (!code.includes('export function config(')) {
        this.error(`${id} no longer defines config(): zod cannot be made jitless this way`);
      }
      applied = true;
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
    buildEnd(error) {
      // No schema in the build at all would be fine; a build with zod but no jitless would not.
      if (!error && !applied && [...this.getModuleIds()].some((id) => id.includes('/zod/'))) {
        this.error('zod is bundled but its core module was not made jitless');
      }
    },
  };
}

/** The plugin's algorithm shape over zopfli's gzip (the plugin hands over the file as a Buffer). */
async function zopfliGzip(source: InputType): Promise<Buffer> {
  const bytes =
    typeof source === 'string'
      ? Buffer.from(source)
      : source instanceof ArrayBuffer
        ? new Uint8Array(source)
        : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
}

export default defineConfig({
  plugins: [
    react(),
    devRuntimeConfig(),
    zodJitless(),
    // .br and .gz copies beside each built file; the host sends the best one a client accepts
    // (apps/host, preCompressed). Best levels: this runs once per build, not per request. The .gz
    // copies come from zopfli, a slower gzip encoder any gzip client reads: the first script's copy
    // is 3.4 % smaller than zlib's level 9 (130,323 -> 125,931 bytes) for about 1.3 s of build.
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm(zopfliGzip),
      ],
    }),
  ],
  server: { port: 3000 },
  build: {
    target: 'es2022',
    // Hashed file names under assets/ are what lets the host cache them as immutable.
    assetsDir: 'assets',
    rollupOptions: {
      output: {
        // Rollup cuts every set of modules shared by a different set of lazy pages into a chunk of
        // its own: /editor asked for 49 files, most of 1-3 KB, /register 40 (with the Dashboard it
        // prefetches) and /catalog 20, in waves of 6 at a time over HTTP/1.1, each wave a round trip
        // on a phone (issue 28). Chunks under 40 KB (before minifying) are merged into others where
        // no page runs a side effect it did not run before: /editor then loads 27 files, /register
        // 24 and /catalog 15, for 2-4 % more bytes. The first script takes about 1.5 KB gzip of
        // constants that every page loaded at start anyway (the login check's schemas use them).
        experimentalMinChunkSize: 40_000,
      },
    },
  },
});
