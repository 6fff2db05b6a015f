export { ChurchFinder as default } from '../page/ChurchFinder'
