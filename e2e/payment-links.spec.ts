/**
 * Where a visitor may give online besides M-Pesa: the treasurer's reviewed addresses (a giving file's
 * `paymentLinks`), shown on the support page and in a congregation's giving section, in both languages, inside the
 * giving guard's mark. Subjects and addresses are read from the fixture's giving files, never from the code.
 */
import { expect, test } from './fixtures'
import { congregationWith, lacking, pageWith, pathOf, siteContent } from './site-content'
import { localePath } from '../lib/i18n/locales'

const WORDS = {
  en: { heading: 'Other ways to give online', through: (service: string) => `Give through ${service}` },
  sw: { heading: 'Njia nyingine za kutoa mtandaoni', through: (service: string) => `Toa kupitia ${service}` },
} as const

for (const locale of ['en', 'sw'] as const) {
  test(`the support page links to the ministry's reviewed address for giving online (${locale})`, async ({ page }) => {
    const content = await siteContent(locale)
    const [address] = content.site.giving.paymentLinks ?? lacking('an address under paymentLinks in giving.en.mdx')
    const support = await pageWith('the support layout', (p) => p.data.layout === 'support')
    await page.route(/paypal\.com\/sdk/, (route) => route.abort())
    await page.goto(localePath(locale, pathOf(support.data.slug)))
    await expect(page.getByRole('heading', { name: WORDS[locale].heading })).toBeVisible()
    const link = page.getByRole('link', { name: WORDS[locale].through('PayPal') })
    await expect(link).toHaveAttribute('href', address!)
    await expect(link).toHaveAttribute('data-giving', 'paymentLink')
  })

  test(`a congregation's giving section links to its reviewed address for giving online (${locale})`, async ({
    page,
  }) => {
    const congregation = await congregationWith(
      'a giving file with paymentLinks',
      (c) => (c.data.giving?.paymentLinks?.length ?? 0) > 0,
    )
    const [address] = congregation.data.giving!.paymentLinks!
    await page.goto(localePath(locale, pathOf(congregation.data.slug)))
    const link = page.getByRole('link', { name: WORDS[locale].through('M-Changa') })
    await expect(link).toHaveAttribute('href', address!)
    await expect(link).toHaveAttribute('data-giving', 'paymentLink')
  })
}
