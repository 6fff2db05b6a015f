import type { PageBlock } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { Fact } from '@/components/site/Pending'

type Block = PageBlock

function BlockList({ block, writtenIn }: { block: Block; writtenIn: Locale }) {
  const items = block.list ?? []
  if (items.length === 0) return null
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List className={`mt-2 space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
      {items.map((item, i) => (
        <li key={i}>
          <Fact value={item} as="span" writtenIn={writtenIn} />
        </li>
      ))}
    </List>
  )
}

/** Titled blocks of prose and lists from frontmatter: vision, mission, values, doctrines. */
export function Blocks({ blocks, writtenIn }: { blocks: Block[]; writtenIn: Locale }) {
  return (
    <div className="mt-8 grid max-w-prose gap-8 text-lg">
      {blocks.map((block) => (
        <section key={block.id} aria-labelledby={block.id}>
          <h2 id={block.id} className="text-2xl font-bold text-brand-900">
            {block.heading}
          </h2>
          {block.text ? <Fact value={block.text} className="mt-2" writtenIn={writtenIn} /> : null}
          <BlockList block={block} writtenIn={writtenIn} />
        </section>
      ))}
    </div>
  )
}
