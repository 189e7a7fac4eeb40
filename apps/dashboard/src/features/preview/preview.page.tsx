import { ComingSoon } from '../shell/coming-soon';

/** /preview: renders the JSON widget from the `widget` query parameter, without the header. */
export function PreviewPage() {
  return <ComingSoon title="Preview">The full-page widget preview is coming soon.</ComingSoon>;
}
