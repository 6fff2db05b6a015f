/**
 * Kiswahili interface strings, one module per area in sw/ as in en/: the same keys as en.ts and the same
 * `{name}` placeholders in each text (see its notes).
 *
 * A DRAFT until a Kiswahili speaker of the ministry has reviewed it (see docs/translations.md): the
 * words follow what Kenyan churches and M-Pesa's own menus say, but have not been checked by the ministry.
 */
import type { Messages } from './types'
import { site } from './sw/site'
import { congregation } from './sw/congregation'
import { forms } from './sw/forms'
import { support } from './sw/support'
import { program } from './sw/program'
import { search } from './sw/search'
import { savedCopy } from './sw/saved-copy'

export const sw = {
  ...site,
  ...congregation,
  ...forms,
  ...support,
  ...program,
  ...search,
  ...savedCopy,
} satisfies Messages
