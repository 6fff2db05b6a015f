import type { ResolvedDownload } from '@/lib/content/types'
import type { Messages } from '@/lib/i18n/messages'
import { messages } from '@/lib/i18n/request'
import { PendingFact } from '@/components/site/Pending'
import { fill } from '@/lib/i18n/messages/fill'

export function formatBytes(bytes: number, t: Pick<Messages['page'], 'bytes'>): string {
  if (bytes < 1024) return fill(t.bytes, { n: bytes })
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Document links that say what the visitor is about to download and how big it is. */
export function Downloads({ downloads }: { downloads: ResolvedDownload[] }) {
  const t = messages().page
  return (
    <ul className="mt-8 space-y-3">
      {downloads.map((d) => {
        const link = (
          <a
            href={d.url}
            download
            className="inline-flex items-center gap-3 rounded border border-brand-700 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d="M10 3v9m0 0l-4-4m4 4l4-4M4 15h12" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
            <span>
              {fill(t.download, { label: d.label })}{' '}
              <span className="font-normal">{fill(t.downloadFile, { size: formatBytes(d.bytes, t) })}</span>
            </span>
          </a>
        )
        // A generated stand-in document: marked in the preview (the public build has left it out).
        return d.pending ? (
          <PendingFact key={d.file} fact={d.pending} as="li" standIn={link} />
        ) : (
          <li key={d.file}>{link}</li>
        )
      })}
    </ul>
  )
}
