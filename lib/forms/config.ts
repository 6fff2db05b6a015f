/**
 * The third parties' settings, from NEXT_PUBLIC_* variables read at build time (see .env).
 * Each variable is spelt out in full so Next.js can inline it.
 */

export type EmailTemplate = 'main' | 'congregation'

/** What the browser needs to send a form through EmailJS. */
export type EmailSettings = { serviceId: string; templateId: string; publicKey: string }

/** Sending is possible, or the names of the variables that are missing. */
export type EmailSetup = { ready: true; settings: EmailSettings } | { ready: false; missing: string[] }

type Env = Record<string, string | undefined>

export function readEnv(): Env {
  return {
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
  }
}

const templateVariable: Record<EmailTemplate, string> = {
  main: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  congregation: 'NEXT_PUBLIC_EMAILJS_CONGREGATION_TEMPLATE_ID',
}

/** The EmailJS settings for one form, or which variables are missing (empty counts as missing). */
export function emailSetup(template: EmailTemplate, env: Env = readEnv()): EmailSetup {
  const names = ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', templateVariable[template], 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY']
  const [serviceId, templateId, publicKey] = names.map((name) => env[name]?.trim() ?? '')
  const missing = names.filter((name) => !env[name]?.trim())
  if (missing.length > 0) return { ready: false, missing }
  return { ready: true, settings: { serviceId: serviceId!, templateId: templateId!, publicKey: publicKey! } }
}

/** PayPal's client id; without one, PayPal's own sandbox id "test" (no real money moves). */
export function paypalClientId(env: Env = readEnv()): string {
  return env.NEXT_PUBLIC_PAYPAL_CLIENT_ID?.trim() || 'test'
}
