/** Types of scripts/serve-files.mjs (a plain module, so that `node` runs it as it is). */
import type { IncomingMessage, ServerResponse } from 'node:http'

export const types: Record<string, string>
export function withoutScripts(html: string): string
export function fileFor(dir: string, urlPath: string): string | undefined
export function filesHandler(folder: () => string): (req: IncomingMessage, res: ServerResponse) => void
export function serveFolder(
  dir: string,
  options?: { port?: number },
): Promise<{ origin: string; serve(dir: string): void; close(): Promise<void> }>
