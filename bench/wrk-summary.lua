-- wrk's summary as one JSON line (bench/lib.mjs, wrkMeasure): read once the run is done, so the
-- requests themselves run without Lua. Latencies are in microseconds.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_SUMMARY {"requests":%d,"duration_us":%d,"bytes":%d,"p50":%d,"p99":%d,"max":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    latency.max, e.connect, e.read, e.write, e.status, e.timeout))
end
