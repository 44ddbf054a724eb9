# Needs $TOKEN: an access token with the scope rewards:read_monitoring_address.
# One page: for the next, send its next_page_cursor as page_cursor (absent on the last page).
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body -G "$BASE_URL/rewards/monitor/address" \
  -H "Authorization: Bearer $TOKEN" \
  -d crypto_network=SOLANA -d order=ASC -d limit=20
