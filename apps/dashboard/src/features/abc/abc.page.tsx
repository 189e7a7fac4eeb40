import { ComingSoon } from '../../ui/coming-soon/coming-soon';

/** /abc: a signed-in route the spec lists without content (spec 000 §2). */
export function AbcPage() {
  return <ComingSoon title="ABC">This page has no content yet.</ComingSoon>;
}
