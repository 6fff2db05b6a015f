import { headingId } from '@/lib/content/anchors'
import { isPlaceholder } from '@/lib/content/schemas'
import type { PageData } from '@/lib/content/types'
import { Fact, NOT_YET_PUBLISHED } from './Fact'

type Block = NonNullable<PageData['blocks']>[number]

function BlockList({ block }: { block: Block }) {
  const items = block.list ?? []
  if (items.length === 0) return null
  // A list the ministry has not supplied yet reads as one line, not as a column of identical notes.
  if (items.every((item) => isPlaceholder(item))) return <p className="mt-2 italic text-slate-600">{NOT_YET_PUBLISHED}</p>
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List className={`mt-2 space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
      {items.map((item, i) => (
        <li key={i}>
          <Fact value={item} as="span" />
        </li>
      ))}
    </List>
  )
}

/** Titled blocks of prose and lists from frontmatter: vision, mission, values, doctrines. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="mt-8 grid max-w-prose gap-8 text-lg">
      {blocks.map((block) => (
        <section key={block.heading} aria-labelledby={headingId(block.heading)}>
          <h2 id={headingId(block.heading)} className="text-2xl font-bold text-brand-900">
            {block.heading}
          </h2>
          {block.text ? <Fact value={block.text} className="mt-2" /> : null}
          <BlockList block={block} />
        </section>
      ))}
    </div>
  )
}
