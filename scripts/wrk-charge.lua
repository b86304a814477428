-- bench-payments.mjs runs wrk with this script: each request charges the next application ready to pay
-- (their ids one a line in the file named first, from the line named second), under its own Idempotency-Key,
-- with the verified bank account's token named third.
dofile("scripts/wrk-latency.lua")

local ids, nextId, source = {}, 1, nil

function init(args)
  for line in io.lines(args[1]) do
    ids[#ids + 1] = line
  end
  nextId = tonumber(args[2])
  source = args[3]
end

function request()
  local id = ids[nextId]
  if id == nil then
    error("out of applications: lower --seconds")
  end
  nextId = nextId + 1
  local headers = { ["content-type"] = "application/json", ["idempotency-key"] = "bench-" .. id }
  for name, value in pairs(wrk.headers) do
    headers[name] = value
  end
  local body = string.format('{"applicationId":%s,"amount":50000,"currency":"USD","source":"%s"}', id, source)
  return wrk.format("POST", "/api/payments/create-charge", headers, body)
end
