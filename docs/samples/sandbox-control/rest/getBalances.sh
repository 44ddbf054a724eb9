# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
curl -sS --fail-with-body "$CONTROL_URL/profiles/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/balances" \
  -H "Authorization: Bearer $TOKEN"
