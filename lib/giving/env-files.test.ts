import { describe, expect, it } from 'vitest'
import { committedSettingProblems, isEnvFile, settingsOf } from './env-files'

const files = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('committed settings files', () => {
  it("lets .env hold the defaults, PayPal's included", () => {
    expect(
      committedSettingProblems(
        files({ '.env': 'NEXT_PUBLIC_PAYPAL_CLIENT_ID=test\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_example\n' }),
      ),
    ).toEqual([])
  })

  it('refuses a committed .env.production that sets the PayPal client id, naming the line and where the value belongs', () => {
    const problems = committedSettingProblems(
      files({
        '.env.production':
          '# real ids\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\nNEXT_PUBLIC_PAYPAL_CLIENT_ID=AbC123\n',
      }),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^\.env\.production:3: NEXT_PUBLIC_PAYPAL_CLIENT_ID decides where donations go/)
    expect(problems[0]).toContain("host's build settings (docs/deploy.md")
  })

  it('refuses a force-added .env.local, whatever it sets', () => {
    const problems = committedSettingProblems(
      files({
        '.env.local': 'export NEXT_PUBLIC_PAYPAL_CLIENT_ID="AbC"\nNEXT_PUBLIC_EMAILJS_PUBLIC_KEY=k\n',
        '.env.production.local': 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=s\n',
      }),
    )
    expect(problems.map((p) => p.split(': ')[0])).toEqual(['.env.local:1', '.env.local:2', '.env.production.local:1'])
    expect(problems[1]).toContain('is for one machine and is never committed')
  })

  it('lets a committed .env.production set what does not decide where money goes', () => {
    expect(
      committedSettingProblems(files({ '.env.production': 'NEXT_PUBLIC_EMAILJS_SERVICE_ID=service_1\n' })),
    ).toEqual([])
  })

  it('knows a settings file at any depth, and nothing else', () => {
    expect(['.env', '.env.local', '.env.production', 'app/.env.production'].every(isEnvFile)).toBe(true)
    expect(['.envrc', 'env.ts', '.env/x', 'docs/env.md'].some(isEnvFile)).toBe(false)
    expect(settingsOf('A=1\nA=2\nB="x y" # note\n')).toEqual(
      new Map([
        ['A', '2'],
        ['B', 'x y'],
      ]),
    )
  })
})
