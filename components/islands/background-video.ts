export { BackgroundVideo as default } from '../home/BackgroundVideo'
