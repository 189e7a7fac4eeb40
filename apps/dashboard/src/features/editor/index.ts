// The editor feature's public surface: what another feature may use of it (the editor itself is a lazy chunk).
export {
  clearEditorDraft,
  DRAFT_KEPT_STATE,
  draftEditorPath,
  type EditorDraft,
  keepEditorDraft,
  readEditorDraft,
  signInReturnPath,
} from './editor-draft';
