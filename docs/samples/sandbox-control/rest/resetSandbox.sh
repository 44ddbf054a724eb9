# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
# Your tenant back to its start (the tenant of the token's client); every other tenant is left as it is.
curl -sS -o /dev/null -w '%{http_code}\n' --fail-with-body -X POST "$CONTROL_URL/reset" \
  -H "Authorization: Bearer $TOKEN"
