-- bench-queue.mjs runs wrk with this script: one line of figures it can read, latencies in milliseconds.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format("WRK requests=%d micros=%d p50=%.3f p95=%.3f failed=%d\n",
    summary.requests, summary.duration, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    errors.status + errors.connect + errors.read + errors.write + errors.timeout))
end
