/**
 * Every change to where money goes between two versions of the content, in plain words for the pull
 * request ("Raila: M-Pesa account 0070 → 0071"): scripts/editors/giving-changes.ts reads the two versions with
 * git and writes these lines in the job summary and as annotations (docs/giving.md). Values are compared
 * as the editor typed them, so a file that is only reordered or requoted (as the CMS does on save) gives
 * nothing. A version from before the giving files (facts inside congregations/*.en.mdx and the site's
 * paybill in site.en.mdx) is read too, so moving a fact between files is no change.
 */
import { parseFrontmatter } from '../content/frontmatter'
import { GIVING_FACTS } from '../content/schemas/giving'
import { DEFAULTS_FILE, isEnvFile, isGivingSetting, settingsOf } from './env-files'

/** Every field of a giving file that decides where money goes: the numbers and names, and the addresses online. */
const FIELDS = [...GIVING_FACTS, 'paymentLinks'] as const
type Field = (typeof FIELDS)[number]

/** The facts that decide where money goes, by field, as typed (the addresses online joined by ", "). */
export type Facts = Partial<Record<Field, string>>

export type GivingSnapshot = {
  /** The ministry's own (content/giving.en.mdx). */
  ministry: Facts
  /** Each congregation's, by slug, with its name and the file the facts are in. */
  congregations: Map<string, { name: string; file: string; facts: Facts }>
  /** The PayPal client id the repository gives when the build sets none (.env). */
  paypalDefault?: string
  /** Every settings file the build could read (`.env`, `.env.production`, `.env.local`…), by path, as written. */
  settingsFiles: Map<string, string>
}

export type GivingChange = { file: string; text: string }

const LABELS: Record<Field, string> = {
  paybill: 'paybill',
  account: 'M-Pesa account',
  pastorNumber: "pastor's M-Pesa number",
  accountName: 'name M-Pesa shows',
  paymentLinks: 'addresses for giving online',
}

/** The facts of a frontmatter (or of its group at `at`), each as typed (an unquoted 0070 stays 0070). */
function factsIn(file: string, text: string, at: string[] = []): Facts {
  const parsed = parseFrontmatter(file, text)
  let group: unknown = parsed.data
  for (const key of at) group = (group as Record<string, unknown> | undefined)?.[key]
  const facts: Facts = {}
  for (const field of FIELDS) {
    const value = (group as Record<string, unknown> | undefined)?.[field]
    if (value === undefined || value === null) continue
    facts[field] = Array.isArray(value) ? value.map(String).join(', ') : (parsed.typed([...at, field]) ?? String(value))
  }
  return facts
}

const nameIn = (file: string, text: string) => {
  const name = parseFrontmatter(file, text).data?.name
  return typeof name === 'string' ? name : undefined
}

/**
 * The giving facts of one version of the repository, from its files by path (`content/giving/raila.en.mdx`,
 * `content/congregations/raila.en.mdx`, `content/site.en.mdx`, `.env`): only these paths are read.
 */
export function givingSnapshot(files: ReadonlyMap<string, string>): GivingSnapshot {
  const congregations = new Map<string, { name: string; file: string; facts: Facts }>()
  const slugOf = (file: string) => /\/([^/]+)\.en\.mdx$/.exec(file)?.[1]
  const names = new Map<string, string>()
  for (const [file, text] of files) {
    const slug = file.startsWith('content/congregations/') ? slugOf(file) : undefined
    if (slug) names.set(slug, nameIn(file, text) ?? slug)
  }
  const givingFiles = [...files.keys()].filter((f) => /^content\/giving\/[^/]+\.en\.mdx$/.test(f))
  const newLayout = givingFiles.length > 0 || files.has('content/giving.en.mdx')
  for (const [file, text] of files) {
    const slug = slugOf(file)
    if (!slug) continue
    if (newLayout ? givingFiles.includes(file) : file.startsWith('content/congregations/')) {
      const facts = factsIn(file, text, newLayout ? [] : ['giving'])
      if (newLayout || Object.keys(facts).length)
        congregations.set(slug, { name: names.get(slug) ?? slug, file, facts })
    }
  }
  const ministryFile = newLayout ? 'content/giving.en.mdx' : 'content/site.en.mdx'
  const ministryText = files.get(ministryFile)
  const ministry = ministryText ? factsIn(ministryFile, ministryText) : {}
  const env = files.get(DEFAULTS_FILE)
  const paypalDefault = env ? settingsOf(env).get('NEXT_PUBLIC_PAYPAL_CLIENT_ID') : undefined
  const settingsFiles = new Map([...files].filter(([file]) => isEnvFile(file)))
  return { ministry, congregations, ...(paypalDefault !== undefined ? { paypalDefault } : {}), settingsFiles }
}

/** In a list of a congregation's facts the account is plainly its account: "paybill 247247, account 12". */
const list = (facts: Facts) =>
  FIELDS.filter((f) => facts[f] !== undefined)
    .map((f) => `${f === 'account' ? 'account' : LABELS[f]} ${facts[f]}`)
    .join(', ') || 'nothing'

/** What changed in one holder's facts: "Raila: M-Pesa account 0070 → 0071". */
function factChanges(who: string, before: Facts, after: Facts): string[] {
  return FIELDS.flatMap((field) => {
    const [was, now] = [before[field], after[field]]
    if (was === now) return []
    if (was === undefined) return [`${who}: ${LABELS[field]} added: ${now}`]
    if (now === undefined) return [`${who}: ${LABELS[field]} removed (was ${was})`]
    return [`${who}: ${LABELS[field]} ${was} → ${now}`]
  })
}

/** Every giving fact that differs between the two versions, in plain words, with the file it is in now (or was in). */
export function givingChanges(before: GivingSnapshot, after: GivingSnapshot): GivingChange[] {
  const changes: GivingChange[] = []
  for (const text of factChanges('the ministry', before.ministry, after.ministry))
    changes.push({ file: 'content/giving.en.mdx', text })
  const slugs = [...new Set([...before.congregations.keys(), ...after.congregations.keys()])].sort()
  for (const slug of slugs) {
    const [was, now] = [before.congregations.get(slug), after.congregations.get(slug)]
    if (!was && now) changes.push({ file: now.file, text: `new congregation ${now.name}: ${list(now.facts)}` })
    else if (was && !now)
      changes.push({ file: was.file, text: `${was.name}: giving file removed (was ${list(was.facts)})` })
    else if (was && now)
      for (const text of factChanges(now.name, was.facts, now.facts)) changes.push({ file: now.file, text })
  }
  if (before.paypalDefault !== after.paypalDefault)
    changes.push({
      file: DEFAULTS_FILE,
      text: `PayPal client id when the build sets none (.env): ${before.paypalDefault ?? '(none)'} → ${after.paypalDefault ?? '(none)'}`,
    })
  changes.push(...settingsFileChanges(before.settingsFiles, after.settingsFiles))
  return changes
}

/**
 * A setting as the treasurer reads it: PayPal's say so (a committed file other than .env may not set them: the build
 * stops).
 */
const setting = (name: string, value: string) =>
  `${name}=${value}${isGivingSetting(name) ? ' (decides where donations go)' : ''}`

/**
 * Every settings file added, removed or changed, each setting that differs in words (the PayPal default in
 * .env is said above, in the treasurer's words): Next.js reads these files when it builds, and some of them
 * override .env.
 */
function settingsFileChanges(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): GivingChange[] {
  const files = [...new Set([...before.keys(), ...after.keys()])].sort()
  return files.flatMap((file): GivingChange[] => {
    const [was, now] = [before.get(file), after.get(file)]
    if (was === now) return []
    const [old, next] = [settingsOf(was ?? ''), settingsOf(now ?? '')]
    const all = (settings: Map<string, string>) =>
      [...settings]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => setting(name, value))
        .join(', ') || 'no setting'
    if (was === undefined) return [{ file, text: `settings file ${file} added, read by the build: ${all(next)}` }]
    if (now === undefined) return [{ file, text: `settings file ${file} removed (it set ${all(old)})` }]
    const names = [...new Set([...old.keys(), ...next.keys()])]
      .sort()
      .filter((name) => old.get(name) !== next.get(name))
    const lines = names
      .filter((name) => !(file === DEFAULTS_FILE && name === 'NEXT_PUBLIC_PAYPAL_CLIENT_ID'))
      .map((name) => {
        const [from, to] = [old.get(name), next.get(name)]
        if (from === undefined) return `${file}: ${setting(name, to!)} added`
        if (to === undefined) return `${file}: ${name} removed (was ${from})`
        return `${file}: ${name} ${from} → ${to}${isGivingSetting(name) ? ' (decides where donations go)' : ''}`
      })
    if (names.length === 0) lines.push(`settings file ${file} changed (notes or layout only: no setting differs)`)
    return lines.map((text) => ({ file, text }))
  })
}

/**
 * The paths a snapshot reads: the giving files, the congregations (for names, and the facts of older versions)
 * and the site's; and every settings file (`isEnvFile`), wherever it is.
 */
export const SNAPSHOT_PATHS = [
  'content/giving',
  'content/giving.en.mdx',
  'content/congregations',
  'content/site.en.mdx',
] as const
