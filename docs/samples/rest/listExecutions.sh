# Needs $TOKEN: an access token with the scope exchange:read_order.
# One page, newest first: for the next, send its next_page_cursor as page_cursor.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body -G "$BASE_URL/executions" \
  -H "Authorization: Bearer $TOKEN" \
  -d profile_id=0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a -d limit=5
