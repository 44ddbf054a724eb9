# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
curl -sS --fail-with-body "$CONTROL_URL/faults" \
  -H "Authorization: Bearer $TOKEN"
