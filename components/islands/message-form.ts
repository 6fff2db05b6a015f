export { MessageForm as default } from '../forms/MessageForm'
