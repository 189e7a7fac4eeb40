// The stylesheet of every review widget. Settings arrive as --wg-rv-* custom properties (each
// runtime's <type>.vars.ts maps its own fields onto them); every var() carries a neutral fallback.
// The sheet is the same for all three types, so two review widgets previewed inline in one
// document cannot restyle each other, and every selector stays under .wg-rv. No universal
// ::before/::after rule: the widget draws no pseudo-elements, and such a rule makes every style
// recalculation resolve two pseudo-element styles for each element of the widget. Right to left
// (issue 32: the root's dir) mirrors through logical properties; the chevrons, the slide-in and a
// half star (filled on its start side, the right) flip.
export const reviewsCss = `
:host{display:block}
.wg-rv{box-sizing:border-box;width:100%;min-width:0;overflow-wrap:anywhere;max-width:var(--wg-rv-max-width,100%);margin:0 auto;padding:16px;
border:1px solid var(--wg-rv-border,transparent);border-radius:8px;background:var(--wg-rv-bg,#fff);
color:var(--wg-rv-color,#1a1a1a);font-family:var(--wg-rv-font,system-ui,sans-serif);line-height:1.5;font-size:14px}
.wg-rv *{box-sizing:inherit}
.wg-rv p,.wg-rv h2,.wg-rv h3,.wg-rv ul{margin:0}
.wg-rv [hidden]{display:none!important}
.wg-rv-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wg-rv a:focus-visible,.wg-rv button:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.wg-rv-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:var(--wg-rv-h-align,flex-start);gap:12px 16px;
margin-bottom:16px;padding:12px;border-radius:var(--wg-rv-h-radius,8px);background:var(--wg-rv-h-bg,transparent);
text-align:var(--wg-rv-h-text-align,start)}
.wg-rv-logo{display:block;flex:none;width:var(--wg-rv-logo-size,56px);height:auto;aspect-ratio:1;object-fit:contain;border-radius:4px}
.wg-rv-summary{display:grid;gap:2px;min-width:0}
.wg-rv-name{line-height:1.25;overflow-wrap:anywhere;font-family:var(--wg-rv-name-font,inherit);font-size:var(--wg-rv-name-size,20px);
font-weight:var(--wg-rv-name-weight,bold);font-style:var(--wg-rv-name-style,normal);color:var(--wg-rv-name-color,inherit)}
.wg-rv-rating{display:flex;align-items:center;gap:6px;font-family:var(--wg-rv-rating-font,inherit);
font-size:var(--wg-rv-rating-size,16px);font-weight:var(--wg-rv-rating-weight,bold);color:var(--wg-rv-rating-color,inherit)}
.wg-rv-scale{font-weight:normal;color:var(--wg-rv-scale-color,inherit)}
.wg-rv-total{font-family:var(--wg-rv-total-font,inherit);font-size:var(--wg-rv-total-size,14px);
font-weight:var(--wg-rv-total-weight,normal);color:var(--wg-rv-total-color,inherit)}
.wg-rv-head .wg-rv-btn{margin-inline-start:auto}
.wg-rv-actions{display:flex;justify-content:var(--wg-rv-btn-align,flex-start);margin-bottom:16px}
.wg-rv-btn{display:inline-block;padding:var(--wg-rv-btn-pad,10px) calc(2*var(--wg-rv-btn-pad,10px));
border-radius:var(--wg-rv-btn-radius,4px);background:var(--wg-rv-btn-bg,#1a1a1a);color:var(--wg-rv-btn-color,#fff);
font-family:var(--wg-rv-btn-font,inherit);font-size:var(--wg-rv-btn-size,14px);font-weight:var(--wg-rv-btn-weight,bold);
line-height:1.25;text-decoration:none;transition:background-color .15s,color .15s}
.wg-rv-btn:hover{background:var(--wg-rv-btn-hover-bg,var(--wg-rv-btn-bg,#1a1a1a));color:var(--wg-rv-btn-hover-color,var(--wg-rv-btn-color,#fff))}
.wg-rv-stars{display:inline-flex;flex:none;gap:2px}
.wg-rv-stars svg{display:block;width:var(--wg-rv-star-size,16px);height:var(--wg-rv-star-size,16px)}
.wg-rv-stars:dir(rtl) svg{transform:scaleX(-1)}
.wg-rv-on{fill:var(--wg-rv-star,#1a1a1a)}
.wg-rv-off{fill:var(--wg-rv-star-off,#d6d6d6)}
.wg-rv-head .wg-rv-stars svg{width:var(--wg-rv-h-star-size,20px);height:var(--wg-rv-h-star-size,20px)}
.wg-rv-head .wg-rv-on{fill:var(--wg-rv-h-star,var(--wg-rv-star,#1a1a1a))}
.wg-rv-head .wg-rv-off{fill:var(--wg-rv-h-star-off,var(--wg-rv-star-off,#d6d6d6))}
.wg-rv-list{display:grid;gap:var(--wg-rv-gap,12px);padding:0;list-style:none}
.wg-rv-list[data-layout=masonry]{display:block;columns:3 260px;column-gap:var(--wg-rv-gap,12px)}
.wg-rv-list[data-layout=masonry]>li{break-inside:avoid;margin-bottom:var(--wg-rv-gap,12px)}
.wg-rv-card{display:flex;flex-direction:column;gap:8px;height:100%;min-height:var(--wg-rv-card-min-h,0);
padding:var(--wg-rv-card-pad,16px);border:1px solid var(--wg-rv-card-border,#e0e0e0);border-radius:var(--wg-rv-card-radius,8px);
background:var(--wg-rv-card-bg,#fff);color:var(--wg-rv-card-color,inherit);font-family:var(--wg-rv-card-font,inherit);
font-size:var(--wg-rv-card-size,14px)}
.wg-rv-who{display:flex;align-items:center;gap:10px;min-width:0}
.wg-rv-avatar{flex:none;width:40px;height:40px;border-radius:50%;object-fit:cover;background:#e6e6e6;color:#1a1a1a}
.wg-rv-initial{display:grid;place-items:center;font-weight:bold}
.wg-rv-author{overflow-wrap:anywhere;font-family:var(--wg-rv-author-font,inherit);font-size:var(--wg-rv-author-size,inherit);
font-weight:var(--wg-rv-author-weight,bold);color:var(--wg-rv-author-color,inherit)}
.wg-rv-details{font-family:var(--wg-rv-details-font,inherit);font-size:var(--wg-rv-details-size,12px);
font-weight:var(--wg-rv-details-weight,normal);color:var(--wg-rv-details-color,inherit)}
.wg-rv-date{font-family:var(--wg-rv-date-font,inherit);font-size:var(--wg-rv-date-size,inherit);
font-weight:var(--wg-rv-date-weight,inherit);color:var(--wg-rv-date-color,inherit)}
.wg-rv-trip{font-family:var(--wg-rv-trip-font,inherit);font-size:var(--wg-rv-trip-size,inherit);
font-weight:var(--wg-rv-trip-weight,inherit);color:var(--wg-rv-trip-color,inherit)}
.wg-rv-title{overflow-wrap:anywhere;line-height:1.3;font-family:var(--wg-rv-title-font,inherit);
font-size:var(--wg-rv-title-size,16px);font-weight:var(--wg-rv-title-weight,bold);color:var(--wg-rv-title-color,inherit)}
.wg-rv-text{white-space:pre-line;overflow-wrap:anywhere;font-family:var(--wg-rv-text-font,inherit);
font-size:var(--wg-rv-text-size,inherit);font-weight:var(--wg-rv-text-weight,normal);color:var(--wg-rv-text-color,inherit)}
.wg-rv-more{align-self:flex-start;margin:0;padding:var(--wg-rv-more-pad,0px) calc(2*var(--wg-rv-more-pad,0px));border:0;
border-radius:4px;background:var(--wg-rv-more-bg,transparent);color:var(--wg-rv-more-color,inherit);cursor:pointer;
font-family:var(--wg-rv-more-font,inherit);font-size:var(--wg-rv-more-size,inherit);font-weight:var(--wg-rv-more-weight,bold);
line-height:1.5;transition:background-color .15s,color .15s}
.wg-rv-more:hover{background:var(--wg-rv-more-hover-bg,var(--wg-rv-more-bg,transparent));
color:var(--wg-rv-more-hover-color,var(--wg-rv-more-color,inherit));text-decoration:underline}
.wg-rv-photos{display:flex;flex-wrap:wrap;gap:6px;padding:0;list-style:none}
.wg-rv-photos img{display:block;width:72px;height:72px;border-radius:4px;object-fit:cover}
.wg-rv-reply{padding:8px 12px;border-inline-start:3px solid var(--wg-rv-card-border,#e0e0e0)}
.wg-rv-reply-label{font-weight:bold}
.wg-rv-reply-text{white-space:pre-line;overflow-wrap:anywhere}
.wg-rv-reactions{font-size:12px}
.wg-rv-reactions a{color:inherit}
.wg-rv-react+.wg-rv-react{margin-inline-start:4px;padding-inline-start:8px;border-inline-start:1px solid currentColor}
.wg-rv-carousel{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:8px}
.wg-rv-prev,.wg-rv-next{grid-row:1;display:grid;place-items:center;width:40px;height:40px;padding:0;
border:1px solid currentColor;border-radius:50%;background:var(--wg-rv-card-bg,#fff);color:inherit;cursor:pointer}
.wg-rv-prev svg,.wg-rv-next svg{width:20px;height:20px}
.wg-rv-prev:dir(rtl) svg,.wg-rv-next:dir(rtl) svg{transform:scaleX(-1)}
.wg-rv-prev{grid-column:1}
.wg-rv-next{grid-column:3}
.wg-rv-slides{grid-row:1;grid-column:2;display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:var(--wg-rv-gap,12px)}
@keyframes wg-rv-in{from{opacity:0;transform:translateX(var(--wg-rv-enter,16px))}to{opacity:1;transform:none}}
.wg-rv-slide:dir(rtl){--wg-rv-enter:-16px}
@media (prefers-reduced-motion:no-preference){.wg-rv-slide[data-enter]{animation:wg-rv-in .3s ease-out}}
@media (prefers-reduced-motion:reduce){.wg-rv-btn,.wg-rv-more{transition:none}}
.wg-rv-empty{padding:24px 8px;text-align:center}
.wg-rv-source{margin-top:12px;font-size:12px;text-align:end}
.wg-rv-source a{color:inherit}
`;

/** Where the Write a review button and a header logo align (the contract's TEXT_ALIGNS), as flex positions for --wg-rv-h-align and --wg-rv-btn-align. */
export const ALIGN_PRESETS: Readonly<Record<string, string>> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** The same alignments as text-align for --wg-rv-h-text-align: start and end, so they mirror right to left as the flex ones do. */
export const TEXT_ALIGN_PRESETS: Readonly<Record<string, string>> = {
  left: 'start',
  center: 'center',
  right: 'end',
};
