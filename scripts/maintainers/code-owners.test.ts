import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { CODEOWNERS, organisationsOf, ownersOf, parseCodeOwners, TEAMS, withOrganisation } from './code-owners'

const repo = process.cwd()
const rules = parseCodeOwners(fs.readFileSync(path.join(repo, CODEOWNERS), 'utf8'))
const [org] = organisationsOf(rules)
const treasurers = `@${org}/${TEAMS.treasurers}`
const maintainers = `@${org}/${TEAMS.maintainers}`
const owners = (file: string) => ownersOf(rules, file)

/** What editors may write without a code owner: text, pictures, video and documents, never code. */
const DATA_FILE = /\.(mdx|md|png|jpe?g|webp|gif|mp4|webm|pdf)$/i

/** Every file `npm run build` runs as a step, following `npm run <name>` into the scripts it names. */
function buildSteps(script = 'build', seen = new Set<string>()): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<string, string>
  if (seen.has(script)) return []
  seen.add(script)
  const command = scripts[script] ?? ''
  return [
    ...[...command.matchAll(/\b(?:tsx|node)\s+(scripts\/\S+\.(?:ts|mjs|cjs))/g)].map((m) => m[1]!),
    ...[...command.matchAll(/\bnpm run (?:-s )?([\w:-]+)/g)].flatMap((m) => buildSteps(m[1]!, seen)),
  ]
}

/** Every source file of the project that the given entry points import, directly or through others. */
async function importedBy(entryPoints: string[]): Promise<string[]> {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'unused',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty' },
    // Content bodies are data (compiled by the MDX pipeline, itself an entry point here), not imported code.
    plugins: [
      {
        name: 'content-bodies',
        setup: (b) => b.onResolve({ filter: /\.mdx$/ }, (a) => ({ path: a.path, external: true })),
      },
    ],
  })
  return Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'))
}

const routeFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((e) => {
    const file = `${dir}/${e.name}`
    return e.isDirectory() ? routeFiles(file) : /\.(ts|tsx|mjs)$/.test(e.name) ? [file] : []
  })

describe('CODEOWNERS', () => {
  it('names one organisation and its two teams only', () => {
    expect(organisationsOf(rules)).toHaveLength(1)
    for (const rule of rules)
      for (const owner of rule.owners) expect([treasurers, maintainers], `${CODEOWNERS}:${rule.line}`).toContain(owner)
  })

  it('gives where money goes to the treasurers alone', () => {
    for (const file of [
      'content/giving/raila.en.mdx',
      'content/giving/new-congregation.en.mdx',
      'content/giving.en.mdx',
    ])
      expect(owners(file), file).toEqual([treasurers])
  })

  it('gives every document to the treasurers: the guard cannot read a scan', () => {
    for (const file of ['content/documents/by-laws.pdf', 'content/documents/2026/minutes.pdf'])
      expect(owners(file), file).toEqual([treasurers])
  })

  it('gives every settings file the build could read to the treasurers, wherever it is added', () => {
    for (const file of [
      '.env',
      '.env.local',
      '.env.production',
      '.env.production.local',
      '.env.development',
      'content/.env.production',
    ])
      expect(owners(file), file).toEqual([treasurers])
  })

  it('owns what decides what runs at build and in the browser', () => {
    const decides = [
      'package.json',
      'package-lock.json',
      'next.config.mjs',
      'mdx-components.tsx',
      'postcss.config.mjs',
      'tailwind.config.ts',
      'scripts/build/a-new-step.ts',
      'lib/giving/page-numbers.ts',
      'lib/content/pipeline/mdx-check.ts',
      'lib/offline/worker/sw.ts',
      'components/donation/DonationWidget.tsx',
      'components/congregation/CopyButton.tsx',
      'app/globals.css',
      'public/admin/config.yml',
      'public/anything.js',
      '.github/CODEOWNERS',
      '.github/workflows/deploy.yml',
      'e2e/fixture-site/content/pages/a.en.mdx',
    ]
    for (const file of decides) expect(owners(file), file).toEqual(expect.arrayContaining([maintainers, treasurers]))
  })

  it("leaves only editors' data without an owner: no file that could run is unowned", () => {
    const files = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean)
    const unowned = files.filter((file) => owners(file).length === 0)
    expect(unowned.length).toBeGreaterThan(0)
    expect(unowned.filter((file) => !file.startsWith('content/') || !DATA_FILE.test(file))).toEqual([])
    // And what is unowned is really open to editors: a congregation's page, a picture.
    expect(owners('content/congregations/new-congregation.en.mdx')).toEqual([])
    expect(owners('content/media/new-photo.jpg')).toEqual([])
  })

  it('owns every file the build steps, the giving guard, the pages and the service worker import', async () => {
    const steps = buildSteps()
    // The build's steps, as package.json runs them; the content check and the host config are among them.
    expect(steps).toEqual(
      expect.arrayContaining([
        'scripts/build/check-content.ts',
        'scripts/build/host-config.ts',
        'scripts/build/offline.ts',
      ]),
    )
    const entryPoints = [
      ...steps,
      'scripts/build/site.ts',
      'scripts/editors/giving-changes.ts',
      'next.config.mjs',
      'mdx-components.tsx',
      ...routeFiles('app'),
      'lib/offline/worker/sw.ts',
      'components/islands/registry.ts',
    ]
    const imported = await importedBy(entryPoints)
    // The closure reaches the giving section, the guard and the worker's giving code.
    expect(imported).toEqual(
      expect.arrayContaining([
        'components/congregation/GivingSection.tsx',
        'lib/giving/page-numbers.ts',
        'lib/offline/saved-pages.ts',
      ]),
    )
    expect(
      imported.filter((file) => !owners(file).includes(treasurers) || !owners(file).includes(maintainers)),
    ).toEqual([])
  })
})

describe('npm run owners -- --org', () => {
  it('writes the organisation into every owner and nothing else', () => {
    const text =
      '# a note may name @OWNER/treasurers too\n*  @OWNER/maintainers @OWNER/treasurers\n/content/\n/content/giving/  @OWNER/treasurers\n'
    const written = withOrganisation(text, 'kanisa-ministry')
    expect(parseCodeOwners(written).flatMap((r) => r.owners)).toEqual([
      '@kanisa-ministry/maintainers',
      '@kanisa-ministry/treasurers',
      '@kanisa-ministry/treasurers',
    ])
    expect(written.split('\n').slice(2)).toEqual(['/content/', '/content/giving/  @kanisa-ministry/treasurers', ''])
  })

  it('refuses what is not an organisation name', () => {
    expect(() => withOrganisation('', 'not an org')).toThrow(/not a GitHub organisation name/)
  })
})
