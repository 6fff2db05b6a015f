export { Testimonials as default } from '../program/Testimonials'
