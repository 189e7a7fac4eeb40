// The stylesheet both listing widgets share, reading the --wg-ls-* variables listings.vars.ts
// sets; every var() has a neutral fallback. Everything sits under .wg-ls inside the widget's shadow
// root, so nothing reaches the customer's page. Columns follow spec 001 §4 (99 / 49 / 32.33 / 24 %)
// and drop to fewer on a narrow widget (container queries: the widget's width, not the screen's).
// Logical properties only (inset-inline-start, padding-inline-start), so an Arabic widget, whose
// root has dir=rtl (issue 32), mirrors; the Back arrow points the way back in either direction.
// Imported from its own entry with no imports, so a package's tsup.config.ts can load it in Node.
// A card's photo box keeps its 3:2 whatever the photo's own shape (min-height:0: an aspect-ratio
// box otherwise grows to fit its content once the photo loads, moving the cards below it).
export const listingsCss = `
:host{display:block}
.wg-ls{container-type:inline-size;box-sizing:border-box;width:100%;min-width:0;overflow-wrap:anywhere;color:#1a202c;background:var(--wg-ls-bg,#fff);
font-family:var(--wg-ls-font,system-ui,sans-serif);font-size:15px;line-height:1.45}
.wg-ls *,.wg-ls *::before,.wg-ls *::after{box-sizing:inherit}
.wg-ls p,.wg-ls h2,.wg-ls h3,.wg-ls ul{margin:0;padding:0}
.wg-ls ul{list-style:none}
.wg-ls [hidden]{display:none!important}
.wg-ls-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wg-ls a:focus-visible,.wg-ls button:focus-visible,.wg-ls input:focus-visible,.wg-ls select:focus-visible{outline:2px solid #2b6cb0;outline-offset:2px}
.wg-ls-banner{padding:40px 16px;text-align:center;background:var(--wg-ls-h-bg,#2d3748);color:var(--wg-ls-h-color,#fff)}
.wg-ls-heading{font-family:var(--wg-ls-h-font,inherit);font-size:var(--wg-ls-h-size,40px);font-weight:normal;line-height:1.2;overflow-wrap:anywhere}
.wg-ls-bold .wg-ls-heading{font-weight:bold}
.wg-ls-italic .wg-ls-heading{font-style:italic}
.wg-ls-list,.wg-ls-page{padding:16px}
.wg-ls-filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin-bottom:16px}
.wg-ls-field{display:grid;gap:4px;flex:1 1 140px;font-size:13px;font-weight:600}
.wg-ls-f-search{flex:2 1 220px}
.wg-ls-check{display:flex;align-items:center;gap:6px;flex:0 0 auto;min-height:38px}
.wg-ls-field input:not([type=checkbox]),.wg-ls-field select{width:100%;min-height:38px;padding:6px 8px;border:1px solid #a0aec0;
border-radius:6px;background:#fff;color:#1a202c;font:inherit;font-weight:normal;font-size:14px}
.wg-ls-map{height:320px;margin-bottom:16px;border-radius:8px;background:#edf2f7;overflow:hidden}
.wg-ls-count{margin-bottom:8px;font-size:13px;color:#4a5568}
.wg-ls-grid{display:flex;flex-wrap:wrap;gap:20px 1%}
.wg-ls-card{width:32.33%}
.wg-ls-grid[data-cols="1"]>.wg-ls-card{width:99%}
.wg-ls-grid[data-cols="2"]>.wg-ls-card{width:49%}
.wg-ls-grid[data-cols="4"]>.wg-ls-card{width:24%}
@container (max-width:900px){.wg-ls-grid[data-cols="3"]>.wg-ls-card,.wg-ls-grid[data-cols="4"]>.wg-ls-card{width:49%}}
@container (max-width:600px){.wg-ls-grid>.wg-ls-card{width:99%!important}}
.wg-ls-card-in{display:flex;flex-direction:column;height:100%;border-radius:8px;overflow:hidden;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12),0 1px 2px rgba(0,0,0,.08)}
.wg-ls-media{position:relative;aspect-ratio:3/2;min-height:0;background:#e2e8f0}
.wg-ls-photo,.wg-ls-main{display:block;width:100%;height:100%;object-fit:cover}
.wg-ls-nophoto{background:#e2e8f0}
.wg-ls-rent,.wg-ls-date{position:absolute;inset-inline-start:10px;padding:3px 10px;border-radius:4px;font-weight:bold;font-size:14px}
.wg-ls-rent{bottom:10px;background:var(--wg-ls-rent-bg,#2b6cb0);color:var(--wg-ls-rent-color,#fff)}
.wg-ls-date{top:10px;background:var(--wg-ls-date-bg,#38a169);color:var(--wg-ls-date-color,#fff)}
.wg-ls-per{font-weight:normal;font-size:.8em}
.wg-ls-body{display:flex;flex-direction:column;gap:6px;flex:1;padding:12px 14px 14px}
.wg-ls-title{font-size:var(--wg-ls-title-size,18px);color:var(--wg-ls-title-color,#1a202c);line-height:1.3;overflow-wrap:anywhere}
.wg-ls-address{font-size:var(--wg-ls-address-size,14px);color:var(--wg-ls-address-color,#4a5568);overflow-wrap:anywhere}
.wg-ls-facts{display:flex;gap:16px;font-size:14px}
.wg-ls-facts li{display:flex;align-items:center;gap:4px}
.wg-ls-bed{color:var(--wg-ls-bed-color,#4a5568)}.wg-ls-bed svg{color:var(--wg-ls-bed-icon,#718096)}
.wg-ls-bath{color:var(--wg-ls-bath-color,#4a5568)}.wg-ls-bath svg{color:var(--wg-ls-bath-icon,#718096)}
.wg-ls-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:auto;padding-top:6px}
.wg-ls-btn,.wg-ls-cost,.wg-ls-back{display:inline-block;padding:8px 14px;border:0;border-radius:6px;font:inherit;font-size:14px;
font-weight:600;text-decoration:none;cursor:pointer;background:#4a5568;color:#fff}
.wg-ls-detail-btn{background:var(--wg-ls-detail-bg,#2b6cb0);color:var(--wg-ls-detail-color,#fff)}
.wg-ls-apply-btn{background:var(--wg-ls-apply-bg,#38a169);color:var(--wg-ls-apply-color,#fff)}
.wg-ls-cost{background:transparent;color:inherit;text-decoration:underline;padding:8px 4px}
.wg-ls[data-template=hawk] .wg-ls-card{container-type:inline-size}
.wg-ls[data-template=hawk] .wg-ls-card-in{border-radius:2px;border:1px solid #cbd5e0;box-shadow:none}
.wg-ls[data-template=hawk] .wg-ls-title{text-transform:uppercase;letter-spacing:.02em}
@container (min-width:440px){.wg-ls[data-template=hawk] .wg-ls-card-in{flex-direction:row}
.wg-ls[data-template=hawk] .wg-ls-media{flex:0 0 45%;aspect-ratio:auto;min-height:230px}
.wg-ls[data-template=hawk] .wg-ls-photo{position:absolute;inset:0}}
.wg-ls-skel .wg-ls-photo,.wg-ls-bar{background:#e2e8f0;animation:wg-ls-pulse 1.4s ease-in-out infinite}
.wg-ls-bar{height:14px;border-radius:4px;width:80%}.wg-ls-bar-short{width:50%}
.wg-ls-skel .wg-ls-card-in{min-height:300px}
@keyframes wg-ls-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.wg-ls-skel .wg-ls-photo,.wg-ls-bar{animation:none}}
.wg-ls-empty,.wg-ls-none{padding:32px 16px;text-align:center;color:#4a5568}
.wg-ls-none .wg-ls-btn{margin-top:12px}
.wg-ls-page{background:var(--wg-ls-d-bg,#fff);color:var(--wg-ls-d-color,#4a5568);font-family:var(--wg-ls-d-font,inherit)}
.wg-ls-back{margin-bottom:16px}
.wg-ls-arrow{display:inline-block}[dir=rtl] .wg-ls-arrow{transform:scaleX(-1)}
.wg-ls-d-top{display:grid;gap:24px}
.wg-ls-detail[data-template=half] .wg-ls-d-top{grid-template-columns:1fr 1fr}
@container (max-width:700px){.wg-ls-detail[data-template=half] .wg-ls-d-top{grid-template-columns:1fr}}
.wg-ls-gallery .wg-ls-main{aspect-ratio:3/2;height:auto;border-radius:8px}
.wg-ls-thumbs{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.wg-ls-thumb{padding:0;border:2px solid transparent;border-radius:4px;background:none;cursor:pointer}
.wg-ls-thumb[aria-pressed=true]{border-color:#2b6cb0}
.wg-ls-thumb img{display:block;width:96px;height:64px;object-fit:cover}
.wg-ls-d-info{display:flex;flex-direction:column;gap:10px}
.wg-ls-d-name{font-size:24px;color:inherit;overflow-wrap:anywhere}
.wg-ls-d-address,.wg-ls-d-price,.wg-ls-d-available,.wg-ls-d-phone{overflow-wrap:anywhere}
.wg-ls-d-address{color:var(--wg-ls-d-address-color,#1a202c);font-family:var(--wg-ls-d-address-font,inherit);font-size:var(--wg-ls-d-address-size,22px);font-weight:var(--wg-ls-d-address-weight,bold)}
.wg-ls-d-price{color:var(--wg-ls-d-price-color,#2b6cb0);font-family:var(--wg-ls-d-price-font,inherit);font-size:var(--wg-ls-d-price-size,28px);font-weight:var(--wg-ls-d-price-weight,bold)}
.wg-ls-d-available{color:var(--wg-ls-d-available-color,#38a169);font-family:var(--wg-ls-d-available-font,inherit);font-size:var(--wg-ls-d-available-size,28px);font-weight:var(--wg-ls-d-available-weight,bold)}
.wg-ls-d-phone{color:var(--wg-ls-d-phone-color,#4a5568);font-family:var(--wg-ls-d-phone-font,inherit);font-size:var(--wg-ls-d-phone-size,18px);font-weight:var(--wg-ls-d-phone-weight,normal)}
.wg-ls-d-phone a{color:inherit}
.wg-ls-d-actions{display:flex;flex-wrap:wrap;gap:10px;margin-top:6px}
.wg-ls-dbtn{display:inline-block;padding:10px 18px;border-radius:6px;text-decoration:none}
.wg-ls-d-showing{color:var(--wg-ls-d-showing-color,#fff);background:var(--wg-ls-d-showing-bg,#2b6cb0);font-family:var(--wg-ls-d-showing-font,inherit);font-size:var(--wg-ls-d-showing-size,16px);font-weight:var(--wg-ls-d-showing-weight,bold)}
.wg-ls-d-apply{color:var(--wg-ls-d-apply-color,#fff);background:var(--wg-ls-d-apply-bg,#38a169);font-family:var(--wg-ls-d-apply-font,inherit);font-size:var(--wg-ls-d-apply-size,16px);font-weight:var(--wg-ls-d-apply-weight,bold)}
.wg-ls-d-contact{color:var(--wg-ls-d-contact-color,#fff);background:var(--wg-ls-d-contact-bg,#4a5568);font-family:var(--wg-ls-d-contact-font,inherit);font-size:var(--wg-ls-d-contact-size,16px);font-weight:var(--wg-ls-d-contact-weight,bold)}
.wg-ls-d-section{margin-top:24px}.wg-ls-d-section h3{margin-bottom:6px;font-size:18px}
.wg-ls-d-text{white-space:pre-line}
.wg-ls-d-section ul{list-style:disc;padding-inline-start:20px}
`;
