# Needs $OPERATOR_TOKEN: a token of the operator client, sandbox-operator (scope sandbox:admin). Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
curl -sS -o /dev/null -w '%{http_code}\n' --fail-with-body -X POST "$CONTROL_URL/admin/reset" \
  -H "Authorization: Bearer $OPERATOR_TOKEN"
