export { HeroCarousel as default } from '../congregation/HeroCarousel'
