/**
 * The settings files Next.js reads when it builds (`.env`, `.env.local`, `.env.production`, …) and the
 * settings in them that decide where money goes (PayPal's). Only `.env`, owned by the treasurers, may give such
 * a setting in the repository: its safe default. A real value is a setting of the build's host
 * (docs/deploy.md), or of an uncommitted `.env.local` on one's own machine. `scripts/build/giving-env.ts` stops the
 * build when a committed file breaks this; `npm run giving:changes` lists every change to any of them.
 */
import { parseEnv } from 'node:util'

/** The one settings file the repository may hold giving settings in: their safe defaults. */
export const DEFAULTS_FILE = '.env'

/** A settings file: `.env`, `.env.local`, `.env.production`, … at any depth (Next.js reads those at the root). */
export const isEnvFile = (file: string) => /(^|\/)\.env(\.[^/]+)?$/.test(file)

/** A file meant for one machine and never committed (`.env.local`, `.env.production.local`; .gitignore lists them). */
const isLocalFile = (file: string) => /\.local$/.test(file)

/** A setting that decides where money goes: the PayPal client id and any other PayPal setting. */
export const isGivingSetting = (name: string) => /^NEXT_PUBLIC_PAYPAL_/.test(name)

/** The settings of a file, by name, as Node.js reads them (the last of a repeated name wins). */
export function settingsOf(text: string): Map<string, string> {
  return new Map(Object.entries(parseEnv(text)).map(([name, value]) => [name, value ?? '']))
}

/** The line a setting is written on (1-based), for the message. */
function lineOf(text: string, name: string): number {
  const lines = text.split(/\r?\n/)
  for (let i = lines.length - 1; i >= 0; i--)
    if (new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=`).test(lines[i]!)) return i + 1
  return 1
}

/**
 * What is wrong with the committed settings files (path → text): one line each, `file:line: what, and where
 * it belongs`. `.env` may hold every default; a committed local file may hold nothing; any other committed
 * file (`.env.production`, …) may hold every setting but one that decides where money goes.
 */
export function committedSettingProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = []
  for (const [file, text] of files) {
    if (!isEnvFile(file) || file === DEFAULTS_FILE) continue
    const names = [...settingsOf(text).keys()]
      .map((name) => ({ name, line: lineOf(text, name) }))
      .sort((a, b) => a.line - b.line)
    for (const { name, line } of names) {
      const at = `${file}:${line}`
      if (isGivingSetting(name))
        problems.push(
          `${at}: ${name} decides where donations go, and a committed ${file} would override the treasurers' default in ${DEFAULTS_FILE}. ` +
            `Set the real value in the host's build settings (docs/deploy.md, "The PayPal client id"), or in an uncommitted .env.local on your own machine, and remove it from ${file}.`,
        )
      else if (isLocalFile(file))
        problems.push(
          `${at}: ${file} is for one machine and is never committed (.gitignore lists it); remove it from the repository (git rm --cached ${file}) and set ${name} in the host's build settings.`,
        )
    }
  }
  return problems
}
