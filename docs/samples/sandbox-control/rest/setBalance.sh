# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
curl -sS --fail-with-body -X PUT "$CONTROL_URL/profiles/4b7634ca-e099-47a3-ade4-69c67951ce39/balances/USDC" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d '{"available": "10000.00"}'
