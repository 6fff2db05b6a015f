/** The row arrows' answer as the page runs it (lib/carousel/row-arrows.ts): the support slider's early script. */
import { answerRowArrows } from './row-arrows'

answerRowArrows(document)
