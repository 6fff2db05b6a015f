/**
 * `npm run -s nginx:conf > site.conf`: prints the nginx include for the site as it is built now (its
 * aliases, and NEXT_PUBLIC_BASE_PATH). docs/nginx.conf is this for a site at the root of its domain;
 * scripts/build/host-rules.test.ts fails when that file is out of date.
 */
import { loadContent } from '../../lib/content/load'
import { aliasesInEveryLanguage } from '../../lib/content/routes'
import { basePath } from '../../lib/paths'
import { nginxConfig } from './host-rules'

loadContent('en').then(({ site }) => process.stdout.write(nginxConfig(aliasesInEveryLanguage(site.aliases), basePath)))
