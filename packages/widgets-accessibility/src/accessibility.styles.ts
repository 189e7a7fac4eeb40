// The menu's own stylesheet (inside its shadow root, or inline next to server-rendered markup:
// every selector stays under .wg-a11y). Settings arrive as custom properties whose fallbacks are
// the contract defaults. Everything is fixed to a bottom corner, so the host page's layout never
// moves; the typography is set explicitly because the host's text tools (line height, spacing,
// dark contrast) reach the widget's host element and would otherwise be inherited.
// The open toolbox fits the viewport (the button's containing block) and scrolls inside itself;
// a page that gives the button another containing block (the dashboard's live preview, through a
// transform) says how tall and wide that block is in --wg-a11y-room and --wg-a11y-width, so the
// toolbox fits there instead.
// Right to left (dir="rtl" on the widget root, Arabic): the toolbox's inner layout mirrors through
// logical properties and the grids' own direction (the tick before a pressed tool's name, Smaller
// text at the start of the size row); the corner the menu sits in is the owner's setting and stays.
// Arabic is cursive, so its group titles get no letter spacing (it would break the joined letters).
// A pressed tool shows a tick as decoration (aria-pressed already says it): its empty alt text
// (`content: "…" / ""`) keeps it out of the button's accessible name where browsers support it.
export const accessibilityCss = `
:host{display:block}
.wg-a11y [hidden],.wg-a11y-guide[hidden]{display:none!important}
.wg-a11y{position:fixed;bottom:20px;right:20px;z-index:2147483000;box-sizing:border-box;
font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
letter-spacing:normal;word-spacing:normal;text-align:start;text-transform:none;color:var(--wg-box-color,#fff);cursor:auto}
.wg-a11y[data-position=left]{right:auto;left:20px}
.wg-a11y *,.wg-a11y *::before,.wg-a11y *::after{box-sizing:inherit}
.wg-a11y[data-host~=contrast-invert]{filter:invert(1)}
.wg-a11y button{margin:0;font:inherit;letter-spacing:inherit;cursor:pointer;border:0}
.wg-a11y-open{display:grid;place-items:center;width:56px;height:56px;padding:0;border-radius:50%;
color:var(--wg-icon-color,#fff);background:var(--wg-icon-bg,#f6690b);box-shadow:0 4px 12px rgba(0,0,0,.3)}
.wg-a11y-open svg{width:34px;height:34px}
.wg-a11y-open:focus-visible{outline:3px solid var(--wg-icon-bg,#f6690b);outline-offset:3px;
box-shadow:0 0 0 3px #fff,0 4px 12px rgba(0,0,0,.3)}
.wg-a11y-box{position:absolute;bottom:72px;right:0;width:min(360px,calc(var(--wg-a11y-width,100vw) - 40px));
max-height:calc(var(--wg-a11y-room,100vh) - 112px);overflow:auto;overscroll-behavior:contain;border-radius:12px;
color:var(--wg-box-color,#fff);background:var(--wg-box-bg,#242424);box-shadow:0 12px 32px rgba(0,0,0,.35);
animation:wg-a11y-in .15s ease-out}
.wg-a11y[data-position=left] .wg-a11y-box{right:auto;left:0}
@keyframes wg-a11y-in{from{opacity:0;transform:translateY(8px)}}
.wg-a11y-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:14px 14px 6px;padding-inline-start:18px}
.wg-a11y-title{margin:0;font-size:18px;font-weight:700;line-height:1.3;color:inherit}
.wg-a11y-close{display:grid;place-items:center;width:40px;height:40px;padding:0;border-radius:8px;
color:inherit;background:transparent}
.wg-a11y-body{padding:0 18px}
.wg-a11y-group{margin:12px 0 0}
.wg-a11y-group-title{margin:0 0 8px;font-size:13px;font-weight:700;line-height:1.3;text-transform:uppercase;
letter-spacing:.04em;color:inherit}
.wg-a11y-group-title:lang(ar){letter-spacing:0}
.wg-a11y-tools{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.wg-a11y-size{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px;margin:0 0 8px}
.wg-a11y-level{font-weight:700;text-align:center;white-space:nowrap}
.wg-a11y-tool,.wg-a11y-step,.wg-a11y-reset{min-height:44px;padding:8px 10px;border-radius:8px;text-align:center;
line-height:1.25;color:var(--wg-grp-color,#fff);background:var(--wg-grp-bg,#333);
box-shadow:inset 0 0 0 2px transparent;transition:background-color .15s,color .15s}
.wg-a11y-tool:hover,.wg-a11y-step:hover:not([aria-disabled=true]),.wg-a11y-reset:hover,.wg-a11y-tool[aria-pressed=true]{
color:var(--wg-grp-hover-color,#fff);background:var(--wg-grp-hover-bg,#005a9c)}
.wg-a11y-tool[aria-pressed=true]{box-shadow:inset 0 0 0 2px currentColor;font-weight:700}
.wg-a11y-tool[aria-pressed=true]::before{content:"\\2713\\00a0";content:"\\2713\\00a0"/""}
.wg-a11y-step[aria-disabled=true]{cursor:not-allowed;opacity:.6}
.wg-a11y-foot{padding:16px 18px 18px}
.wg-a11y-reset{width:100%;font-weight:700}
.wg-a11y-box button:focus-visible{outline:3px solid var(--wg-box-color,#fff);outline-offset:2px}
.wg-a11y-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);
white-space:nowrap;border:0}
.wg-a11y-guide{position:fixed;top:0;inset-inline:0;z-index:2147482999;height:8px;pointer-events:none;
background:#ffd400;border:2px solid #111;border-width:2px 0;opacity:.85}
.wg-a11y[data-host~=stop-motion] *{animation:none!important;transition:none!important}
@media (prefers-reduced-motion:reduce){.wg-a11y *{animation:none!important;transition:none!important}}
`;
