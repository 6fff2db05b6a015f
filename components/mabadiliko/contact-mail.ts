/** A mailto: link carrying what the visitor typed: their question, or their address to write back to. */
export function mailtoFor(address: string, programName: string, typed: string): string {
  const isAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)
  const subject = `Question about ${programName}`
  const body = isAddress ? `Please write to me at ${typed}.` : typed
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
