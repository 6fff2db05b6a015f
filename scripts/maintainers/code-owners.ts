/**
 * `.github/CODEOWNERS`, read as GitHub reads it, and its one setting (docs/deploy.md, "Who must approve a
 * change to where money goes"): `npm run owners -- --org <organisation>` writes the ministry's GitHub
 * organisation into every owner (`@OWNER/treasurers` becomes `@<organisation>/treasurers`).
 * `scripts/maintainers/code-owners.test.ts` checks that every file the build runs or the giving pages depend on has
 * owners.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ignore from 'ignore'

export const CODEOWNERS = path.join('.github', 'CODEOWNERS')

/** The organisation CODEOWNERS names until the ministry sets its own. */
export const PLACEHOLDER_ORG = 'OWNER'

/** The two teams, by role: who decides where money goes, and who keeps the code. */
export const TEAMS = { treasurers: 'treasurers', maintainers: 'maintainers' } as const

export type OwnerRule = { pattern: string; owners: string[]; line: number }

/** The rules of a CODEOWNERS file, in order (comments and blank lines dropped; a pattern alone has no owners). */
export function parseCodeOwners(text: string): OwnerRule[] {
  return text.split(/\r?\n/).flatMap((raw, i) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim()
    if (!line) return []
    const [pattern, ...owners] = line.split(/\s+/)
    return [{ pattern: pattern!, owners, line: i + 1 }]
  })
}

/**
 * The owners of a file (a path relative to the repository, with `/`): those of the last rule that matches it,
 * as GitHub decides (patterns follow .gitignore's rules, which the `ignore` package implements).
 */
export function ownersOf(rules: readonly OwnerRule[], file: string): string[] {
  let owners: string[] = []
  for (const rule of rules) if (ignore().add(rule.pattern).ignores(file)) owners = rule.owners
  return owners
}

/** The organisations the owners name (`@OWNER/treasurers` names OWNER). */
export const organisationsOf = (rules: readonly OwnerRule[]) => [
  ...new Set(rules.flatMap((r) => r.owners.map((o) => /^@([^/]+)\//.exec(o)?.[1] ?? o))),
]

/** The file with every owner's organisation replaced by `org`. */
export function withOrganisation(text: string, org: string): string {
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(org))
    throw new Error(`"${org}" is not a GitHub organisation name (letters, digits and single hyphens)`)
  const teams = Object.values(TEAMS).join('|')
  return text.replace(new RegExp(`@[A-Za-z0-9-]+/(${teams})\\b`, 'g'), `@${org}/$1`)
}

function main(argv: string[]) {
  const i = argv.indexOf('--org')
  const org = i >= 0 ? argv[i + 1] : undefined
  const file = path.join(process.cwd(), CODEOWNERS)
  const text = fs.readFileSync(file, 'utf8')
  if (!org) {
    const orgs = organisationsOf(parseCodeOwners(text))
    console.log(
      `${CODEOWNERS} names ${orgs.map((o) => `"${o}"`).join(', ')}${orgs.includes(PLACEHOLDER_ORG) ? ' (the placeholder: no review is required yet)' : ''}.`,
    )
    console.log(
      'Set the ministry\'s GitHub organisation: npm run owners -- --org <organisation> (its teams "treasurers" and "maintainers" must exist).',
    )
    process.exit(orgs.includes(PLACEHOLDER_ORG) ? 1 : 0)
  }
  fs.writeFileSync(file, withOrganisation(text, org))
  console.log(
    `${CODEOWNERS}: the owners are now @${org}/${TEAMS.treasurers} and @${org}/${TEAMS.maintainers}. Commit it, then turn on the branch protection (docs/deploy.md).`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2))
