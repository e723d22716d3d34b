-- wrk script for bench/run-proxy.sh: the same conformant Saferpay Transaction/Initialize POST as
-- bench/sandbox/initialize.lua (loaded from there, so the body is defined once), plus
--   STOP_AFTER=N  each thread stops after N responses (the latency runs use -t1 -c1, so exactly
--                 N sequential requests on one keep-alive connection; wrk itself still runs
--                 until its -d, so the caller sizes -d from a warm-up);
--   a done() that prints one machine-readable line:
--   RESULT requests=.. duration_us=.. errors=.. p50_us=.. p90_us=.. p99_us=.. max_us=.. mean_us=..
-- wrk keeps every latency in a histogram of whole microseconds (no sampling), so the percentiles
-- are exact to 1 us for every request sent.
dofile(os.getenv("SANDBOX_LUA") or "bench/sandbox/initialize.lua")

local stop_after = tonumber(os.getenv("STOP_AFTER") or "")
if stop_after then
  local seen = 0
  function response(status, headers, body)
    seen = seen + 1
    if seen >= stop_after then wrk.thread:stop() end
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d errors=%d p50_us=%d p90_us=%d p99_us=%d max_us=%d mean_us=%.1f\n",
    summary.requests, summary.duration,
    e.status + e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
