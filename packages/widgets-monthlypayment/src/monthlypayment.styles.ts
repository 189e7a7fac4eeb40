// The monthly payment calculator's base stylesheet. Every setting arrives as a custom property
// (see monthlypayment.render.ts); each var() carries the contract default as its fallback, so a
// dropped or missing value still looks right. Selectors stay under .wg-mp so the same CSS can be
// inlined next to server-rendered markup without styling the rest of the page.
//
// .wg-mp is a size container and holds no padding or border, so "below 768 px" (spec 002 §4, §9)
// is measured on the widget's own width: a widget in a narrow sidebar of a wide page is mobile,
// and no script or resize listener is needed for it.
export const monthlypaymentCss = `
:host{display:block}
.wg-mp{container:wg-mp/inline-size;max-width:min(1200px,100%);min-width:0;overflow-wrap:anywhere;margin:0 auto;line-height:1.5;
color:var(--wg-f-color,#4a5568);font-family:var(--wg-f-font,system-ui,sans-serif);
font-size:var(--wg-f-size,16px);font-weight:var(--wg-f-weight,normal)}
.wg-mp *,.wg-mp *::before,.wg-mp *::after{box-sizing:border-box}
.wg-mp-box{padding:var(--wg-pad,20px);border:1px solid var(--wg-border,#e2e8f0);border-radius:var(--wg-radius,8px);
background:var(--wg-bg,#fff);box-shadow:var(--wg-shadow,none)}
.wg-mp-title{margin:0 0 20px;line-height:1.2;color:var(--wg-h-color,#1a202c);font-family:var(--wg-h-font,inherit);
font-size:var(--wg-h-size,32px);font-weight:var(--wg-h-weight,bold);text-align:var(--wg-h-align,center)}
.wg-mp-body{display:grid;gap:24px 32px;grid-template-columns:minmax(0,1fr) minmax(0,1fr);
grid-template-areas:"sum sum" "left right";align-items:start}
.wg-mp[data-template=horizontal] .wg-mp-body{grid-template-columns:repeat(3,minmax(0,1fr));
grid-template-areas:"left sum right"}
.wg-mp-summary{grid-area:sum;display:grid;gap:16px}
.wg-mp-left{grid-area:left}
.wg-mp-right{grid-area:right}
.wg-mp-col{display:grid;gap:18px}
/* One shrinkable column: a grid item's automatic minimum is its widest word or input, which on a
   phone with large fonts is wider than the page (issue 14). */
.wg-mp-summary,.wg-mp-col,.wg-mp-row,.wg-mp-legend{grid-template-columns:minmax(0,1fr)}
.wg-mp-result{margin:0;color:var(--wg-r-color,#1a202c);font-family:var(--wg-r-font,inherit);
text-align:var(--wg-r-align,center)}
.wg-mp-total{display:block;font-size:var(--wg-r-size,22px);font-weight:var(--wg-r-weight,bold);line-height:1.2;
overflow-wrap:anywhere}
.wg-mp-total-label,.wg-mp-per{display:block;font-size:.875em}
.wg-mp-chart{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:16px 32px}
.wg-mp[data-template=horizontal] .wg-mp-chart{flex-direction:column;align-items:stretch}
.wg-mp-ring{flex:none;align-self:center;width:140px;height:140px;border-radius:50%;
-webkit-mask:radial-gradient(circle,transparent 54%,#000 55%);mask:radial-gradient(circle,transparent 54%,#000 55%);
background:conic-gradient(var(--wg-dot-1,#4299e1) 0 var(--wg-s1,0%),var(--wg-dot-2,#f6ad55) 0 var(--wg-s2,0%),
var(--wg-dot-3,#68d391) 0 var(--wg-s3,0%),var(--wg-dot-4,#9f7aea) 0 var(--wg-s4,0%),
var(--wg-dot-5,#fc8181) 0 var(--wg-s5,0%),#e2e8f0 0)}
.wg-mp-legend{display:grid;gap:6px;min-width:min(100%,260px);margin:0;padding:0;list-style:none}
.wg-mp-legend li,.wg-mp-head{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.wg-mp-legend .wg-mp-amount,.wg-mp-head .wg-mp-amount{margin-inline-start:auto;font-weight:600;white-space:nowrap}
.wg-mp-dot{flex:none;width:12px;height:12px;border-radius:50%}
.wg-mp-d1{background:var(--wg-dot-1,#4299e1)}
.wg-mp-d2{background:var(--wg-dot-2,#f6ad55)}
.wg-mp-d3{background:var(--wg-dot-3,#68d391)}
.wg-mp-d4{background:var(--wg-dot-4,#9f7aea)}
.wg-mp-d5{background:var(--wg-dot-5,#fc8181)}
.wg-mp-row{display:grid;gap:6px}
.wg-mp-label{font-weight:600}
.wg-mp-input{display:flex;align-items:center;gap:6px;min-width:0;min-height:44px;padding:0 12px;border:1px solid #a0aec0;
border-radius:6px;background:#fff;color:#1a202c}
.wg-mp-input input{flex:1;width:0;min-width:0;margin:0;padding:8px 0;border:0;background:none;color:inherit;font:inherit}
.wg-mp-input input:focus{outline:none}
.wg-mp-input:focus-within,.wg-mp select:focus-visible,.wg-mp-slider input:focus-visible{
outline:3px solid var(--wg-dot-1,#4299e1);outline-offset:2px}
.wg-mp-input input[aria-invalid=true]{text-decoration:underline wavy #c53030}
.wg-mp select{width:100%;min-width:0;max-width:100%;min-height:44px;margin:0;padding:8px 12px;border:1px solid #a0aec0;border-radius:6px;
background:#fff;color:#1a202c;font:inherit}
.wg-mp-pair{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.wg-mp-pair .wg-mp-input{flex:0 1 140px}
.wg-mp-pair>*{min-width:0}
.wg-mp-slider input{display:block;width:100%;min-height:24px;margin:4px 0 0;accent-color:var(--wg-dot-1,#4299e1)}
.wg-mp-scale{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;font-size:.875em}
.wg-mp-scale [data-out]{font-weight:600}
.wg-mp-hint,.wg-mp-note{margin:0;font-size:.875em}
.wg-mp-error{flex-basis:100%;margin:0;color:#c53030;font-size:.875em}
@container wg-mp (width<768px){
.wg-mp[data-template] .wg-mp-body{grid-template-columns:minmax(0,1fr);grid-template-areas:"sum" "left" "right"}
.wg-mp[data-template] .wg-mp-chart{flex-direction:column;align-items:stretch}
}
`;
