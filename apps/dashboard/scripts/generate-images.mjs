#!/usr/bin/env node
// Regenerates the default widget images in public/images/: a banner and a logo per widget type
// plus the two fallbacks (spec 001 §3). The PNGs are committed; run this only to change them:
//   pnpm turbo run build --filter @widgetry/widget-registry && node apps/dashboard/scripts/generate-images.mjs
// It renders small HTML/SVG cards in headless Chromium (playwright-core, CHROMIUM_PATH or
// /usr/bin/chromium), so the text uses real fonts and anti-aliasing without an image library.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const MAX_BYTES = 30 * 1024;

// Simple 24×24 line icons, drawn for these images.
const ICONS = {
  accessibility:
    '<circle cx="12" cy="4.5" r="2"/><path d="M4.5 8.5 12 10l7.5-1.5M12 10v4.5M12 14.5 8.5 21M12 14.5l3.5 6.5"/>',
  listing: '<path d="M3.5 11 12 4l8.5 7"/><path d="M5.5 9.5V20h13V9.5"/><path d="M10 20v-5.5h4V20"/>',
  review: '<path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
  calendar: '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4M8 14h3M8 17h6"/>',
  wallet:
    '<path d="M4 7.5h14.5a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5.5A1.5 1.5 0 0 1 4 18.5V6a2 2 0 0 1 2-2h10"/><circle cx="16" cy="14" r="1.3"/>',
  percent: '<path d="M18.5 5.5 5.5 18.5"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>',
  widget:
    '<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>',
};

// Each widget type's image design is part of its definition (packages/widgets-<type>); the widget
// registry's build lists them in its manifest.
const manifestFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'widget-registry',
  'dist',
  'manifest.json',
);
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build @widgetry/widget-registry first`);
const IMAGES = JSON.parse(readFileSync(manifestFile, 'utf8')).map(({ type, images }) => ({ file: type, ...images }));
const FALLBACK = { title: 'Widget', tag: 'Widgetry', icon: 'widget', from: '#64748b', to: '#cbd5e1' };

function svgIcon(name, size, stroke) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;
}

const BASE_CSS = `
  * { margin: 0; box-sizing: border-box; }
  html, body { background: transparent; }
  body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; -webkit-font-smoothing: antialiased; }`;

function bannerHtml({ title, tag, icon, from, to }) {
  return `<!doctype html><style>${BASE_CSS}
    .banner { position: relative; width: 480px; height: 240px; overflow: hidden; color: #fff;
      background: linear-gradient(180deg, ${from}, ${to}); }
    .ring { position: absolute; border-radius: 50%; border: 28px solid rgb(255 255 255 / 12%); }
    .icon { position: absolute; top: 36px; left: 36px; display: grid; place-items: center; width: 64px; height: 64px;
      border-radius: 16px; background: rgb(255 255 255 / 20%); }
    /* The right edge stays clear: the catalogue card's logo badge overlaps the banner's bottom-right
       corner (about 135 px of 480 at a 260 px card), so a long title wraps before it instead of under it. */
    .text { position: absolute; left: 36px; right: 150px; bottom: 34px; }
    .tag { font-size: 13px; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; opacity: .85; }
    .title { margin-top: 6px; font-size: 27px; font-weight: 700; line-height: 1.15; letter-spacing: -.01em; }
  </style>
  <div class="banner">
    <div class="ring" style="width:260px;height:260px;right:-70px;top:-90px"></div>
    <div class="ring" style="width:150px;height:150px;right:60px;bottom:-80px"></div>
    <div class="icon">${svgIcon(icon, 38, '#fff')}</div>
    <div class="text"><div class="tag">${tag}</div><div class="title">${title}</div></div>
  </div>`;
}

function logoHtml({ icon, from, to }) {
  return `<!doctype html><style>${BASE_CSS}
    .logo { display: grid; place-items: center; width: 128px; height: 128px; border-radius: 28px;
      background: linear-gradient(180deg, ${from}, ${to}); }
  </style><div class="logo">${svgIcon(icon, 76, '#fff')}</div>`;
}

async function render(page, html, selector, file) {
  await page.setContent(html);
  const path = join(outDir, file);
  await page.locator(selector).screenshot({ path, omitBackground: true });
  const { size } = statSync(path);
  if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over the ${MAX_BYTES}-byte budget`);
  console.log(`${file}  ${(size / 1024).toFixed(1)} KB`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const image of IMAGES) {
    await render(page, bannerHtml(image), '.banner', `${image.file}-banner.png`);
    await render(page, logoHtml(image), '.logo', `${image.file}-logo.png`);
  }
  await render(page, bannerHtml(FALLBACK), '.banner', 'Default-Widget-Thumb.png');
  await render(page, logoHtml(FALLBACK), '.logo', 'Default-Widget-Logo.png');
} finally {
  await browser.close();
}
