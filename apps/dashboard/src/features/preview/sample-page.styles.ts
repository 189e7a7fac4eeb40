// The sample page's own stylesheet: it lives inside the preview frame's document, where the
// dashboard's CSS does not reach (as a customer's site has styles of its own).
export const SAMPLE_PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { color: #1f2933; background: #ffffff; font: 16px/1.6 Georgia, 'Times New Roman', serif; }
body { margin: 0; }
a { color: #1d4ed8; }
.sp-header { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; justify-content: space-between; padding: 16px 24px; background: #14532d; color: #f0fdf4; }
.sp-header a { color: #f0fdf4; }
.sp-brand { font-size: 1.25rem; font-weight: 700; }
.sp-nav { display: flex; flex-wrap: wrap; gap: 16px; }
.sp-hero { padding: 40px 24px; background: #ecfdf5; }
.sp-hero h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.sp-main { max-width: 960px; margin: 0 auto; padding: 24px; }
.sp-widget { margin: 32px 0; }
.sp-columns { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.sp-card { padding: 16px; border: 1px solid #d1d5db; border-radius: 8px; }
.sp-card h3 { margin-top: 0; }
.sp-button { display: inline-block; padding: 10px 18px; border-radius: 6px; background: #14532d; color: #ffffff; text-decoration: none; }
.sp-footer { padding: 24px; background: #f3f4f6; font-size: 0.875rem; }
`;
