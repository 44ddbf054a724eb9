# Needs $TOKEN: an access token with the scope sandbox:control. Not under /v2: at the origin.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_URL=${BASE_URL%/v2}/sandbox-control
# A pending withdrawal to act on.
ID=$(curl -sS --fail-with-body "$BASE_URL/transfer/crypto-withdrawals" \
  -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"profile_id": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "destination_address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
       "asset": "USDC", "crypto_network": "ETHEREUM", "amount": "25.00"}' | node -p 'JSON.parse(fs.readFileSync(0)).id')
curl -sS --fail-with-body -X POST "$CONTROL_URL/transfers/$ID/fail" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d '{"reason": "Rejected by the destination network."}'
