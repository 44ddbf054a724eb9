# Client credentials: a token for every scope of the client
# (add -d scope='exchange:read_order' to ask for fewer).
curl -sS --fail-with-body "${DAP_TOKEN_URL:-http://127.0.0.1:8080/oauth2/token}" \
  -d grant_type=client_credentials \
  -d client_id="${DAP_CLIENT_ID:-3MVG9d8sn2Wq7KxA}" \
  -d client_secret="${DAP_CLIENT_SECRET:-s3cr3t-Zq8vN1pL6rT0yW4e}"
