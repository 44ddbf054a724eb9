# A token for the Sandbox Control API: the scope sandbox:control (the demo client holds it).
# Its operations are at the sandbox's origin, under /sandbox-control/ (never under /v2).
TOKEN_URL=${DAP_TOKEN_URL:-http://127.0.0.1:8080/oauth2/token}
BASE_URL=${DAP_BASE_URL:-http://127.0.0.1:8080/v2}
CONTROL_TOKEN=$(curl -sS --fail-with-body "$TOKEN_URL" \
  -d grant_type=client_credentials \
  -d client_id="${DAP_CLIENT_ID:-3MVG9d8sn2Wq7KxA}" \
  -d client_secret="${DAP_CLIENT_SECRET:-s3cr3t-Zq8vN1pL6rT0yW4e}" \
  -d scope=sandbox:control | node -p 'JSON.parse(fs.readFileSync(0)).access_token')
curl -sS --fail-with-body "${BASE_URL%/v2}/sandbox-control/clock" -H "Authorization: Bearer $CONTROL_TOKEN"
