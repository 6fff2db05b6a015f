import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
type Job = { permissions?: Record<string, string> | string; steps?: Step[]; needs?: string | string[] }
type Workflow = { permissions?: Record<string, string> | string; jobs: Record<string, Job> }

const dir = path.join(process.cwd(), '.github', 'workflows')
const workflows = fs
  .readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((file) => ({ file, flow: parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Workflow }))

/**
 * The permissions a job's token has: its own, else the workflow's (a job without either gets the repository's default,
 * which may write).
 */
const permissionsOf = (flow: Workflow, job: Job) => job.permissions ?? flow.permissions

describe('the workflows hold no secret a build step can reach', () => {
  it('say what every job may do, and no job that runs project code may write', () => {
    for (const { file, flow } of workflows)
      for (const [name, job] of Object.entries(flow.jobs)) {
        const permissions = permissionsOf(flow, job)
        expect(permissions, `${file}: job ${name} must state its permissions`).toBeTypeOf('object')
        const writes = Object.entries(permissions as Record<string, string>)
          .filter(([, level]) => level === 'write')
          .map(([scope]) => scope)
        const runsCode = (job.steps ?? []).some(
          (step) => step.run !== undefined || /actions\/checkout@/.test(step.uses ?? ''),
        )
        if (runsCode)
          expect(writes, `${file}: job ${name} runs the project's code with a token that may write`).toEqual([])
      }
  })

  it('publish only from a job that runs no project code, with the Pages permissions alone', () => {
    const deploy = workflows.find((w) => w.file === 'deploy.yml')!.flow
    const publishing = Object.entries(deploy.jobs).filter(([, job]) =>
      (job.steps ?? []).some((s) => /actions\/deploy-pages@/.test(s.uses ?? '')),
    )
    expect(publishing).toHaveLength(1)
    const [, job] = publishing[0]!
    expect(job.permissions).toEqual({ pages: 'write', 'id-token': 'write' })
    expect(job.steps!.every((s) => s.run === undefined)).toBe(true)
  })

  it('pin every action by its commit, and check out without keeping the token', () => {
    for (const { file, flow } of workflows)
      for (const [name, job] of Object.entries(flow.jobs))
        for (const step of job.steps ?? []) {
          if (!step.uses) continue
          expect(step.uses, `${file}: job ${name}`).toMatch(/^[\w.-]+\/[\w.\/-]+@[0-9a-f]{40}$/)
          if (/^actions\/checkout@/.test(step.uses))
            expect(step.with?.['persist-credentials'], `${file}: job ${name}`).toBe(false)
        }
  })
})
