// What other features use of the preview: the editor's full-page preview for visitors.
export { PreviewOverlay } from './preview-overlay';
