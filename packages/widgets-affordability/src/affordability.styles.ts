// The affordability calculator's base stylesheet. Every setting arrives as a custom property (see
// affordability.vars.ts); each var() carries the contract default as its fallback, so a dropped
// or missing value still looks right. Selectors stay under .wg-af so the same CSS can be inlined
// next to server-rendered markup without styling the rest of the page.
// Spacing (compact, normal, spacious) sets three private scales; the horizontal template puts the
// form and the result side by side once the widget itself is wide enough (a container query, so
// it also collapses inside a narrow column of a wide page).
export const affordabilityCss = `
:host{display:block}
.wg-af{--af-gap:12px;--af-sec:20px;--af-in:8px 12px;box-sizing:border-box;container-type:inline-size;
max-width:min(640px,100%);min-width:0;overflow-wrap:anywhere;margin:0 auto;padding:var(--wg-pad,20px);border:1px solid var(--wg-border,#e2e8f0);
border-radius:var(--wg-radius,8px);background:var(--wg-bg,#fff);
box-shadow:var(--wg-shadow,0 4px 6px -1px rgba(0,0,0,.1),0 2px 4px -2px rgba(0,0,0,.1));
color:var(--wg-f-color,#2d3748);line-height:1.5;font-family:var(--wg-f-font,system-ui,sans-serif)}
.wg-af[data-template=horizontal]{max-width:960px}
.wg-af[data-spacing=compact]{--af-gap:8px;--af-sec:12px;--af-in:4px 8px}
.wg-af[data-spacing=spacious]{--af-gap:20px;--af-sec:32px;--af-in:12px 16px}
.wg-af *,.wg-af *::before,.wg-af *::after{box-sizing:inherit}
.wg-af-header{margin:0 0 var(--af-sec);text-align:var(--wg-h-align,center);color:var(--wg-h-color,#1a202c);
font-family:var(--wg-h-font,inherit)}
.wg-af-title{margin:0;line-height:1.2;font-size:var(--wg-h-size,28px);font-weight:var(--wg-h-weight,bold)}
.wg-af-sub{margin:4px 0 0;font-size:calc(var(--wg-h-size,28px)*.57)}
.wg-af-body{display:grid;gap:var(--af-sec);align-items:start}
@container (min-width:600px){.wg-af[data-template=horizontal] .wg-af-body{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.wg-af-form{display:grid;gap:var(--af-gap);margin:0}
.wg-af-field{display:grid;gap:4px}
.wg-af-field label{font-size:var(--wg-l-size,14px);font-weight:var(--wg-l-weight,600)}
.wg-af-optional{font-weight:400}
.wg-af-field input,.wg-af-field select{width:100%;min-height:44px;margin:0;padding:var(--af-in);
border:1px solid #cbd5e0;border-radius:6px;background:var(--wg-f-bg,#fff);color:var(--wg-f-color,#2d3748);
font:inherit;font-size:var(--wg-f-size,16px);font-weight:var(--wg-f-weight,normal);text-align:var(--wg-f-align,start)}
.wg-af-field input:hover,.wg-af-field select:hover,.wg-af-field input:focus,.wg-af-field select:focus{
border-color:var(--wg-f-hover,#3182ce)}
.wg-af-field [aria-invalid=true]{border-color:#c53030}
.wg-af-error{margin:0;color:#c53030;font-size:.875em}
.wg-af-actions{display:flex;flex-wrap:wrap;gap:var(--af-gap);margin-top:4px}
.wg-af-btn{min-height:44px;margin:0;padding:10px 24px;border:0;cursor:pointer;line-height:1.2;
transition:background-color .15s}
.wg-af-calc{color:var(--wg-c-color,#fff);background:var(--wg-c-bg,#2b6cb0);border-radius:var(--wg-c-radius,6px);
font-family:var(--wg-c-font,inherit);font-size:var(--wg-c-size,16px);font-weight:var(--wg-c-weight,600)}
.wg-af-calc:hover{background:var(--wg-c-hover,#2b6cb0)}
.wg-af-reset{color:var(--wg-r-color,#2d3748);background:var(--wg-r-bg,#edf2f7);border-radius:var(--wg-r-radius,6px);
font-family:var(--wg-r-font,inherit);font-size:var(--wg-r-size,16px);font-weight:var(--wg-r-weight,600)}
.wg-af-reset:hover{background:var(--wg-r-hover,#e2e8f0)}
.wg-af input:focus-visible,.wg-af select:focus-visible,.wg-af-btn:focus-visible{
outline:3px solid var(--wg-f-hover,#3182ce);outline-offset:2px}
.wg-af-results{padding:var(--af-sec);border:1px solid var(--wg-res-border,#e2e8f0);border-radius:8px;
background:var(--wg-res-bg,#f7fafc);color:var(--wg-res-color,#1a202c);font-family:var(--wg-res-font,inherit)}
.wg-af-results dl{display:grid;gap:var(--af-gap);margin:0}
.wg-af-results dl>div{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:4px 12px}
.wg-af-results dd{margin:0;font-weight:600;text-align:end}
.wg-af-total{padding-bottom:var(--af-gap);border-bottom:1px solid var(--wg-res-border,#e2e8f0)}
.wg-af-total dd{font-size:1.5em;line-height:1.2}
.wg-af-note{margin:var(--af-gap) 0 0;font-weight:600}
.wg-af-note[data-key=target]{font-weight:400}
.wg-af-basis{margin:var(--af-gap) 0 0;font-size:.8125em}
.wg-af-disclaimer{margin:var(--af-sec) 0 0;color:var(--wg-d-color,#4a5568);font-family:var(--wg-d-font,inherit);
font-size:.8125em}
.wg-af-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);
white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){.wg-af-btn{transition:none}}
`;
