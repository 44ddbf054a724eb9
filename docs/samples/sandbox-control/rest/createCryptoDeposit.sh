# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
# A deposit address to receive on.
ADDRESS=$(curl -sS --fail-with-body "$BASE_URL/transfer/deposit-addresses" \
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"profile_id": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "crypto_network": "SOLANA"}' | node -p 'JSON.parse(fs.readFileSync(0)).address')
# By its address and network (or by "deposit_address_id").
curl -sS --fail-with-body -X POST "$CONTROL_URL/crypto-deposits" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d '{"address": "'"$ADDRESS"'", "crypto_network": "SOLANA", "amount": "2.5"}'
