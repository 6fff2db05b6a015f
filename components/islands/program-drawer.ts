export { ProgramDrawer as default } from '../program/ProgramDrawer'
