import { constants as zlibConstants } from 'node:zlib';
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

export default defineConfig({
  plugins: [
    react(),
    devRuntimeConfig(),
    // .br and .gz copies beside each built file; the host sends the best one a client accepts
    // (apps/host, preCompressed). Best levels: this runs once per build, not per request.
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: { port: 3000 },
  build: {
    target: 'es2022',
    // Hashed file names under assets/ are what lets the host cache them as immutable.
    assetsDir: 'assets',
  },
});
