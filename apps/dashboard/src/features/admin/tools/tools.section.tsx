import { useId, useRef, useState } from 'react';
import { TOOLS, type Tool, useRunToolMutation } from './admin-tools.api';

interface LogLine {
  id: number;
  text: string;
  failed: boolean;
}

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
  const run = useRunToolMutation();
  const [log, setLog] = useState<LogLine[]>([]);
  const [logOpen, setLogOpen] = useState(true);
  const nextId = useRef(0);
  const logId = useId();

  function append(text: string, failed: boolean) {
    nextId.current += 1;
    const line = { id: nextId.current, text, failed };
    setLog((lines) => [...lines, line]);
  }

  function runTool(tool: Tool) {
    run.mutate(tool, {
      onSuccess: (text) => append(`${tool.label}: ${text}`, false),
      onError: (error) => append(`${tool.label}: ${failureText(error)}`, true),
    });
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
            disabled={run.isPending}
            onClick={() => runTool(tool)}
          >
            {run.isPending && run.variables.name === tool.name ? 'Running…' : tool.label}
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
          <button type="button" className="link-button" disabled={log.length === 0} onClick={() => setLog([])}>
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
