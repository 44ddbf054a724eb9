# Keeps a token of the operator client in $OPERATOR_TOKEN for the operator's curl samples (source it from the
# repository root). The operator holds sandbox:admin alone; its secret is the sandbox's SANDBOX_OPERATOR_SECRET,
# or on a local sandbox the demo secret `pnpm start` prints.
OPERATOR_TOKEN=$(curl -sS --fail-with-body "${DAP_TOKEN_URL:-http://127.0.0.1:8080/oauth2/token}" \
  -d grant_type=client_credentials \
  -d client_id="${DAP_OPERATOR_CLIENT_ID:-sandbox-operator}" \
  -d client_secret="${DAP_OPERATOR_CLIENT_SECRET:-sandbox-operator-demo-secret}" \
  -d scope=sandbox:admin | node -p 'JSON.parse(fs.readFileSync(0)).access_token')
export OPERATOR_TOKEN
