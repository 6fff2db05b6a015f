export { VideoModal as default } from '../program/VideoModal'
