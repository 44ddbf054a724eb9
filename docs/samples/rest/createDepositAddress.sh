# Needs $TOKEN: an access token with the scope transfer:write_deposit_address.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body "$BASE_URL/transfer/deposit-addresses" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"profile_id": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "crypto_network": "SOLANA"}'
