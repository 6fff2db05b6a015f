export { LearnMore as default } from '../program/LearnMore'
