/*
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js?...), served by the e2e tests in its
 * place. It offers what @paypal/react-paypal-js 10.5 uses: window.paypal.Buttons(options) returning
 * { isEligible, render(container), close, updateProps }, calls onInit with enable/disable actions,
 * and, when its button is clicked, runs the real flow: onClick(data, actions), where returning
 * actions.reject() stops there (PayPal does not open), then createOrder(data, actions) with
 * actions.order.create(body) resolving to an order id, the buyer approving (at once, instead of
 * PayPal's pop-up), then onApprove(data, actions) with actions.order.capture() resolving to the
 * captured order. Tests read and set window.__fakePayPal: { givenName, orders, loads, clicks, rejected }
 * (`orders` holds each order.create body; `clicks` counts presses of the button, `rejected` those onClick refused).
 */
;(function () {
  var fake = (window.__fakePayPal = window.__fakePayPal || {})
  fake.orders = fake.orders || []
  fake.clicks = fake.clicks || 0
  fake.rejected = fake.rejected || 0
  fake.loads = (fake.loads || 0) + 1
  var query = new URL(document.currentScript.src).searchParams

  function capturedOrder(orderID, body) {
    return {
      id: orderID,
      intent: 'CAPTURE',
      status: 'COMPLETED',
      purchase_units: body.purchase_units,
      payer: { name: { given_name: fake.givenName || 'Test', surname: 'Buyer' }, payer_id: 'FAKEPAYER' },
    }
  }

  window.paypal = {
    version: 'fake-5',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
    Buttons: function (options) {
      var container = null
      return {
        isEligible: function () {
          return true
        },
        render: function (target) {
          container = typeof target === 'string' ? document.querySelector(target) : target
          if (!container)
            return Promise.reject(new Error('Document is ready and element ' + target + ' does not exist'))
          var button = document.createElement('button')
          button.type = 'button'
          button.textContent = 'Donate with PayPal (' + query.get('currency') + ')'
          button.addEventListener('click', function () {
            fake.clicks += 1
            var refused = false
            var clickActions = {
              resolve: function () {
                refused = false
                return Promise.resolve()
              },
              reject: function () {
                refused = true
                return Promise.resolve()
              },
            }
            Promise.resolve(
              options.onClick ? options.onClick({ fundingSource: 'paypal' }, clickActions) : undefined,
            ).then(function (answer) {
              if (refused || answer === false) fake.rejected += 1
              else checkout()
            })
          })
          function checkout() {
            var created = null
            var actions = {
              order: {
                create: function (body) {
                  created = body
                  fake.orders.push(body)
                  return Promise.resolve('FAKE-ORDER-' + fake.orders.length)
                },
              },
            }
            Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions))
              .then(function (orderID) {
                if (typeof orderID !== 'string') throw new Error('Expected an order id to be passed')
                return options.onApprove(
                  { orderID: orderID, payerID: 'FAKEPAYER', paymentSource: 'paypal', facilitatorAccessToken: 'FAKE' },
                  {
                    order: {
                      capture: function () {
                        return Promise.resolve(capturedOrder(orderID, created))
                      },
                      get: function () {
                        return Promise.resolve(capturedOrder(orderID, created))
                      },
                    },
                    redirect: function () {},
                    restart: function () {},
                  },
                )
              })
              .catch(function (err) {
                if (options.onError) options.onError(err)
              })
          }
          container.appendChild(button)
          if (options.onInit) {
            options.onInit(
              {},
              {
                enable: function () {
                  button.disabled = false
                  return Promise.resolve()
                },
                disable: function () {
                  button.disabled = true
                  return Promise.resolve()
                },
              },
            )
          }
          return Promise.resolve()
        },
        close: function () {
          if (container) container.replaceChildren()
          return Promise.resolve()
        },
        updateProps: function () {
          return Promise.resolve()
        },
      }
    },
  }
})()
