# Needs $TOKEN: an access token with the scope identity:read_account.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body "$BASE_URL/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d" \
  -H "Authorization: Bearer $TOKEN"
