/**
 * The one script every page loads for the offline support (docs/offline.md), a few hundred bytes: once
 * the page has loaded, it registers the service worker for the whole site. It also keeps the browser
 * from suggesting to install the site as an app: the site never asks.
 */
import { basePath } from '../paths'
import { WORKER_FILE } from './paths'

addEventListener('beforeinstallprompt', (event) => event.preventDefault())
const worker = navigator.serviceWorker
if (worker)
  addEventListener('load', () => {
    worker.register(`${basePath}/${WORKER_FILE}`, { scope: `${basePath}/` }).catch(() => {})
  })
