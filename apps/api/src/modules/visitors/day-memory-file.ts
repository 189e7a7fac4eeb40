import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

// Without Redis the day's salt and the hashes of the visitors already counted live in the API
// process's memory, so a restart (a deploy) used to count every visitor of the day again and write
// each view's count anew (issue 28: a restart does not turn every view into a write). The process
// leaves them in this file when it stops and the next one takes them back on the same UTC day. The
// file is read once and deleted at once, and one of an earlier day is deleted unread, so a salt never
// outlives its day by more than the time the API is stopped; it holds what Redis would hold in that
// mode: a random salt and hashes that name no visitor.

export const DAY_MEMORY_FILE = 'visitors-today.json';

const dayMemorySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  salt: z.string().min(1),
  seen: z.array(z.string()),
});
export type DayMemorySnapshot = z.infer<typeof dayMemorySchema>;

/** The day's memory left by the last process when it is of `day`; the file is gone afterwards either way. */
export function takeDayMemory(path: string, day: string): DayMemorySnapshot | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  rmSync(path, { force: true });
  try {
    const kept = dayMemorySchema.safeParse(JSON.parse(text));
    return kept.success && kept.data.day === day ? kept.data : null;
  } catch {
    return null;
  }
}

/** Leaves the day's memory for the next process (owner-only: nobody else needs to read it). */
export function leaveDayMemory(path: string, memory: DayMemorySnapshot): void {
  writeFileSync(path, JSON.stringify(memory), { mode: 0o600 });
}
