// Slick's layout rules, linked in the head of the pages that have this island (docs/islands.md).
import 'slick-carousel/slick/slick.css'
export { SupportSlider } from '../donation/SupportSlider'
