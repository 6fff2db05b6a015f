/**
 * Asks the browser to keep the site's storage (`navigator.storage.persist()`) when a message is saved on the
 * phone, so a message waiting for the network is not evicted silently when the phone runs short of space.
 * The browser may grant it without asking, ask the visitor, or refuse; where it has no such thing, or
 * refuses, nothing changes: the message is kept as before, at the browser's mercy.
 */
type WithStorage = { storage?: { persist?: () => Promise<boolean> } }

/** Whether the storage is now kept; false where it cannot be asked or was refused. Never rejects. */
export async function askToKeepStorage(
  nav: WithStorage | undefined = globalThis.navigator as WithStorage | undefined,
): Promise<boolean> {
  try {
    return (await nav?.storage?.persist?.()) === true
  } catch {
    return false
  }
}
