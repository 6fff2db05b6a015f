/**
 * The main menu (content/menu.en.mdx).
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { linkTarget, text, words } from './fields'

/**
 * What the pages under a menu item are, for the site's search and its index (docs/search.md): a page
 * takes the kind of the nearest item above it (or its own) that names one.
 */
export const menuKinds = ['ministry', 'resource'] as const

export type MenuItemInput = {
  title: string
  url?: string
  congregations?: true
  kind?: (typeof menuKinds)[number]
  children?: MenuItemInput[]
}

export const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .strictObject({
      title: words,
      url: linkTarget
        .optional()
        .meta({ description: 'Where it leads: a path of this site starting with "/" or a full https:// address.' }),
      congregations: z
        .literal(true)
        .optional()
        .meta({ description: "Fill this item's children from content/congregations, grouped by region." }),
      kind: z.enum(menuKinds).optional().meta({
        description:
          'What the pages of this item and its submenu are, for the search results and the search page\'s list of every page: "ministry" or "resource". Other pages are listed as pages of the ministry.',
      }),
      children: z.array(menuItem).optional().meta({ description: 'The items of its submenu, in order.' }),
    })
    .refine((item) => item.url || item.children?.length || item.congregations, {
      message: 'a menu item needs a url, children, or "congregations: true"',
    }),
)

export const menuSchema = z.strictObject({
  regions: z.array(text).min(1, 'list at least one region').meta({
    description: "Regions of the Our Churches menu, in menu order. A congregation's region must be one of them.",
  }),
  items: z.array(menuItem).min(1, 'list at least one menu item').meta({ description: 'The main menu, in order.' }),
})
