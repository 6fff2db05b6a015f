/** A catalogue: the English one's shape, with every string widened to `string`. */
import type { en } from './en'

export type Messages = Widen<typeof en>

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> }

