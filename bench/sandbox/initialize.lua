-- wrk script: POST a conformant Saferpay Transaction/Initialize to the sandbox.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json; charset=utf-8"
wrk.headers["Accept"] = "application/json"
wrk.body = '{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"123123","RequestId":"bench-1","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"1250","CurrencyCode":"CHF"},"OrderId":"order-1"},"ReturnUrl":{"Url":"https://merchant.example.com/return"}}'

done = function(summary, latency, requests)
  io.write(string.format("non-2xx or errors: %d\n", summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
