export { MasonryGallery as default } from '../media/MasonryGallery'
