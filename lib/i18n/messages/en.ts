/**
 * English interface strings: every word the site's code shows (content's words come from content/),
 * one module per area of the site in en/, composed here. This catalogue defines the keys; sw.ts has the
 * same ones, from the same areas in sw/.
 *
 * Every value is a text. Where it needs a value (a name, a number) it carries `{name}` placeholders,
 * filled by `fill` (lib/i18n/messages/fill.ts) on the server and in islands alike, whose props travel as
 * JSON. Sentences with a link or bold text in them use placeholders too, filled with elements by `rich`
 * (lib/i18n/messages/rich.tsx). The catalogue is `as const` so its type keeps each text's placeholders.
 */
import { site } from './en/site'
import { congregation } from './en/congregation'
import { forms } from './en/forms'
import { support } from './en/support'
import { program } from './en/program'
import { search } from './en/search'
import { savedCopy } from './en/saved-copy'

export const en = { ...site, ...congregation, ...forms, ...support, ...program, ...search, ...savedCopy } as const
