/**
 * A query no page matches in full (Pagefind finds the pages that have every word): a visitor who types
 * "how do I give" still wants the pages with "give". The search page then searches each word of three
 * letters or more on its own and shows the pages found, those with more of the words first, saying that
 * they have some of the words (docs/search.md).
 */

/** The words worth searching alone: of three letters or more ("do", "I", "ya", "na" are not), each once. */
export function wordsAlone(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 3)
  return [...new Set(words)]
}

/** The pages found by each word alone, once each: those found by more of the words first, then by their score. */
export function mergedByWords<T extends { id: string; score: number }>(lists: readonly (readonly T[])[]): T[] {
  const found = new Map<string, { result: T; words: number; score: number }>()
  for (const list of lists)
    for (const result of list) {
      const seen = found.get(result.id)
      found.set(
        result.id,
        seen
          ? { result: seen.result, words: seen.words + 1, score: seen.score + result.score }
          : { result, words: 1, score: result.score },
      )
    }
  return [...found.values()].sort((a, b) => b.words - a.words || b.score - a.score).map((f) => f.result)
}
