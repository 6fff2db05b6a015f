/** The copy buttons' answer as the page runs it (./copy-button.ts): the copy-button island's early script. */
import { answerCopyButtons, type CopyButtonProps } from './copy-button'

answerCopyButtons(document)

/** The props the script reads from each button's island (lib/islands/define.ts, `EarlyProps`); emits no code. */
export declare const islandProps: CopyButtonProps
