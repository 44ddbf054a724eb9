# Needs $TOKEN: an access token with the scope transfer:write_crypto_withdrawal.
# ref_id: one per withdrawal; resending it never withdraws twice (409, the first one).
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body "$BASE_URL/transfer/crypto-withdrawals" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d @- <<JSON
{
  "profile_id": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  "destination_address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "asset": "USDC",
  "crypto_network": "ETHEREUM",
  "amount": "250.00",
  "ref_id": "wd-$(date +%s)-$RANDOM"
}
JSON
