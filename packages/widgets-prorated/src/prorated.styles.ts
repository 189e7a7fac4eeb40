// The prorated calculator's base stylesheet. Every setting arrives as a custom property (see
// prorated.render.ts); each var() carries the contract default as its fallback, so a dropped or
// missing value still looks right. Selectors stay under .wg-pr so the same CSS can be inlined
// next to server-rendered markup without styling the rest of the page.
export const proratedCss = `
:host{display:block}
.wg-pr{box-sizing:border-box;max-width:min(640px,100%);min-width:0;overflow-wrap:anywhere;margin:0 auto;padding:24px;border-radius:8px;
background:var(--wg-bg,#fff);color:var(--wg-field-color,#495057);line-height:1.5;
font-family:var(--wg-field-font,system-ui,sans-serif);font-size:var(--wg-field-size,16px)}
.wg-pr *{box-sizing:inherit}
.wg-pr-title{margin:0 0 16px;line-height:1.2;color:var(--wg-h-color,#8a2be2);
font-family:var(--wg-h-font,inherit);font-size:var(--wg-h-size,36px);
font-weight:var(--wg-h-weight,bold);font-style:var(--wg-h-style,normal)}
.wg-pr-form{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;margin:0}
.wg-pr-field{display:grid;grid-template-columns:minmax(0,1fr);gap:4px;min-width:0}
.wg-pr-field label{color:var(--wg-label-color,#495057);font-weight:600}
.wg-pr-optional{font-weight:400}
.wg-pr-field input{width:100%;min-width:0;min-height:44px;margin:0;padding:8px 12px;border:1px solid #ced4da;border-radius:6px;
background:#fff;color:var(--wg-field-color,#495057);font:inherit}
.wg-pr-field input[aria-invalid=true]{border-color:#b00020}
.wg-pr-error{margin:0;color:#b00020;font-size:.875em}
.wg-pr-button{justify-self:start;max-width:100%;min-height:44px;padding:10px 24px;border:0;border-radius:6px;cursor:pointer;
font-family:var(--wg-btn-font,inherit);font-size:var(--wg-btn-size,16px);font-weight:600;
color:var(--wg-btn-color,#fff);background:var(--wg-btn-bg,#8a2be2);box-shadow:var(--wg-btn-shadow,none);
transition:background-color .15s,box-shadow .15s,color .15s}
.wg-pr-button:hover{color:var(--wg-btn-hover-color,#fff);background:var(--wg-btn-hover-bg,#7126b8);
box-shadow:var(--wg-btn-hover-shadow,none)}
.wg-pr input:focus-visible,.wg-pr-button:focus-visible{outline:3px solid var(--wg-btn-bg,#8a2be2);outline-offset:2px}
.wg-pr-result{margin-top:20px;padding:16px;border:1px solid var(--wg-res-border,#dee2e6);border-radius:8px;
background:var(--wg-res-bg,#f8f9fa);color:var(--wg-res-color,#495057)}
.wg-pr-result dl{display:grid;grid-template-columns:minmax(0,1fr);gap:8px;margin:0}
.wg-pr-result dl>div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px}
.wg-pr-result dd{margin:0;font-weight:600;text-align:end}
.wg-pr-months{margin:12px 0 0;padding:8px 0 0;padding-inline-start:1.25em;border-top:1px solid var(--wg-res-border,#dee2e6)}
.wg-pr-total{padding-top:8px;border-top:1px solid var(--wg-res-border,#dee2e6);font-size:1.125em}
.wg-pr-result[data-layout=horizontal] dl{grid-template-columns:repeat(auto-fit,minmax(120px,1fr))}
.wg-pr-result[data-layout=horizontal] dl>div{flex-direction:column;justify-content:flex-start;gap:2px}
.wg-pr-result[data-layout=horizontal] dd{text-align:start}
.wg-pr-result[data-layout=horizontal] .wg-pr-months{margin:12px 0 0;padding:8px 0 0;padding-inline-start:1.25em;border-top:1px solid var(--wg-res-border,#dee2e6)}
.wg-pr-total{grid-column:1/-1;flex-direction:row;
justify-content:space-between;align-items:baseline}
@media (prefers-reduced-motion:reduce){.wg-pr-button{transition:none}}
`;
