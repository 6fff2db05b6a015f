/** The media check: every image, download and video a field names, found and readable. */
import { checkMedia, type MediaRef } from '../media'
import { fieldPath, type Problem } from '../problems'
import type { SourceEntry } from '../source-entry'
import { imagesIn } from '../walk'

function mediaRefs(entries: SourceEntry[], known: Problem[]): MediaRef[] {
  const reported = new Set(known.map((p) => `${p.file}\u0000${p.field}`))
  const refs: MediaRef[] = []
  const add = (e: SourceEntry, at: PropertyKey[], kind: MediaRef['kind'], file: string) => {
    const field = fieldPath(at)
    if (!reported.has(`${e.file}\u0000${field}`))
      refs.push({ file: e.file, field, ...e.parsed.locate(at), kind, path: file })
  }
  for (const e of entries) {
    if (!e.raw) continue
    for (const image of imagesIn(e.raw)) add(e, [...image.path, 'src'], 'image', image.src)
    if (e.collection === 'pages' && Array.isArray(e.raw.downloads))
      e.raw.downloads.forEach((d, i) => {
        const file = (d as { file?: unknown })?.file
        if (typeof file === 'string') add(e, ['downloads', i, 'file'], 'document', file)
      })
    const video = (e.raw.video as { src?: unknown } | undefined)?.src
    if (e.collection === 'home' && typeof video === 'string') add(e, ['video', 'src'], 'video', video)
  }
  return refs
}

/** Problems of the media the entries name, leaving out fields already reported. */
export function mediaProblems(root: string, entries: SourceEntry[], known: Problem[]): Promise<Problem[]> {
  return checkMedia(root, mediaRefs(entries, known))
}
