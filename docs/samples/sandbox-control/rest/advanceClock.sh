# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
# Your tenant's clock a minute on: its withdrawals due by then settle, in order, before it answers.
curl -sS --fail-with-body -X POST "$CONTROL_URL/clock/advance" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d '{"seconds": 60}'
