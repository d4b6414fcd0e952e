import { ContentError } from './frontmatter.ts';

/** MDX/parse errors become `file:line:column: reason` so a broken page names itself. */
export function toContentError(error: unknown, rel: string): Error {
  if (error instanceof ContentError) return error;
  const err = error as { line?: number; column?: number; place?: { line?: number; column?: number; start?: { line?: number; column?: number } }; reason?: string; message?: string };
  const line = err.line ?? err.place?.start?.line ?? err.place?.line ?? 1;
  const column = err.column ?? err.place?.start?.column ?? err.place?.column;
  const reason = err.reason ?? err.message ?? String(error);
  return new ContentError(rel, line, reason, column);
}
