export { DonationWidget as default } from '../donation/DonationWidget'
