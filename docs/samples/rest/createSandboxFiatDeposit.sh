# Needs $TOKEN: an access token with the scope transfer:write_sandbox_fiat_deposit.
# Sandbox only: a wire deposit for the profile of memo_id arrives; the answer is {}.
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
curl -sS --fail-with-body "$BASE_URL/sandbox/fiat-deposits" \
  -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' \
  -d @- <<'JSON'
{
  "amount": "1500.00",
  "asset": "USD",
  "memo_id": "8QXZ3KTR",
  "fiat_network_instructions": {
    "wire": {
      "account_number": "000123456789",
      "fiat_account_owner_address": {
        "country": "US",
        "address1": "350 Fifth Avenue",
        "city": "New York",
        "province": "NY",
        "zip_code": "10118"
      },
      "routing_details": {
        "routing_number_type": "ABA",
        "routing_number": "021000021",
        "bank_name": "Example National Bank",
        "bank_address": {
          "country": "US",
          "address1": "270 Park Avenue",
          "city": "New York",
          "province": "NY",
          "zip_code": "10017"
        }
      }
    }
  },
  "fiat_account_owner": { "institution_details": { "name": "Example Holdings LLC" } }
}
JSON
