export { CopyButton as default } from '../congregation/CopyButton'
