import { ContentError } from './frontmatter.ts';

/**
 * Where a message without a position says it happened: MDX reports a tag left open at the end
 * of the file only in its text, "Expected a closing tag for `<div>` (8:1-8:6)".
 */
function placeInReason(reason: string): { line: number; column: number } | undefined {
  const match = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/** MDX/parse errors become `file:line:column: reason` so a broken page names itself. */
export function toContentError(error: unknown, rel: string): Error {
  if (error instanceof ContentError) return error;
  const err = error as { line?: number; column?: number; place?: { line?: number; column?: number; start?: { line?: number; column?: number } }; reason?: string; message?: string };
  const reason = err.reason ?? err.message ?? String(error);
  const stated = placeInReason(reason);
  const line = err.line ?? err.place?.start?.line ?? err.place?.line ?? stated?.line ?? 1;
  const column = err.column ?? err.place?.start?.column ?? err.place?.column ?? stated?.column;
  return new ContentError(rel, line, reason, column);
}
