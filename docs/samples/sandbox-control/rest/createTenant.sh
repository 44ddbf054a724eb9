# Needs $OPERATOR_TOKEN: a token of the operator client, sandbox-operator (scope sandbox:admin). Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
# A tenant of a test suite's own, whose withdrawals settle only when a control says so (settle_after_seconds 0).
curl -sS --fail-with-body -X POST "$CONTROL_URL/tenants" \
  -H "Authorization: Bearer $OPERATOR_TOKEN" \
  -H 'Content-Type: application/json' -d '{"name": "withdrawals suite, worker 3", "settle_after_seconds": 0}'
