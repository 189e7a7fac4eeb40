import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TOOLS, type Tool, useRunningTool, useRunToolMutation } from './admin-tools.api';
import { appendToolsLogLine, clearToolsLog, useToolsLog } from './tools-log';

/** The message of a failed tool: the answer's `error` field (spec 003 §8), else what the client knows. */
function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Tools (spec 003 §2): four maintenance buttons and a collapsible, clearable log. Each run adds a
 * line with its counts; a failure adds the server's error as a red line (§8).
 */
export function ToolsSection() {
  const queryClient = useQueryClient();
  const run = useRunToolMutation();
  const running = useRunningTool();
  const log = useToolsLog();
  const [logOpen, setLogOpen] = useState(true);
  const logId = useId();

  // mutateAsync, not mutate's per-call onSuccess/onError: those fire only while the observer that
  // started the run is subscribed, which it is not yet when the click lands between the commit that
  // mounted the section and its effects (a busy machine, a test clicking at once) and the answer
  // comes first, nor any more once the section was left. The line was lost then; a promise always
  // settles, and the log it writes to outlives the section.
  async function runTool(tool: Tool) {
    try {
      const text = await run.mutateAsync(tool);
      appendToolsLogLine(queryClient, `${tool.label}: ${text}`, false);
    } catch (error) {
      appendToolsLogLine(queryClient, `${tool.label}: ${failureText(error)}`, true);
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-tools-title">
      <h2 className="admin-section__title" id="admin-tools-title">
        Tools
      </h2>
      <div className="admin-tools__buttons">
        {TOOLS.map((tool) => (
          <button
            key={tool.name}
            type="button"
            className="button"
            disabled={running !== undefined}
            onClick={() => void runTool(tool)}
          >
            {running === tool.name ? 'Running…' : tool.label}
          </button>
        ))}
      </div>
      <div className="admin-log">
        <div className="admin-log__header">
          <button
            type="button"
            className="link-button"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            {logOpen ? 'Hide log' : 'Show log'}
          </button>
          <button
            type="button"
            className="link-button"
            disabled={log.length === 0}
            onClick={() => clearToolsLog(queryClient)}
          >
            Clear log
          </button>
        </div>
        {logOpen && (
          <ol className="admin-log__lines" id={logId} aria-label="Tools log">
            {log.length === 0 && <li className="admin-log__empty">Nothing run yet.</li>}
            {log.map((line) => (
              <li key={line.id} className={line.failed ? 'admin-log__line admin-log__line--error' : 'admin-log__line'}>
                {line.text}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
