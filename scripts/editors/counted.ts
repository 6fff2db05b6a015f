/** "1 placeholder", "309 placeholders": a count with its noun, for the editor commands' messages. */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}
